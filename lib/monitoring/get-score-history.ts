import { and, desc, eq, gte, inArray, isNotNull, lte } from "drizzle-orm";
import { monitoringResults, monitoringSchedules } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { HISTORY_DEFAULT_DAYS, type ScoreHistoryQuery, type ScoreSeriesResponse } from "./schemas";

/** At most this many points in one answer: the newest ones, so a long window keeps its recent end. */
export const HISTORY_MAX_POINTS = 5_000;

/**
 * Scores over time, one series per schedule (docs/api.md §11): light rows (no per-control detail),
 * oldest first within a series, each series with its schedule's label and current pass threshold so
 * a chart can draw the line. Series are ordered by their schedule's creation. Error results have no
 * score and are left out.
 */
export async function getScoreHistory(ctx: Ctx, query: ScoreHistoryQuery = {}): Promise<ScoreSeriesResponse[]> {
  const { accountId } = requireRole(ctx, "viewer");
  const from = query.from ?? new Date(ctx.now().getTime() - HISTORY_DEFAULT_DAYS * 86_400_000);
  const t = monitoringResults;
  const rows = await ctx.db
    .select({ id: t.id, scheduleId: t.scheduleId, status: t.status, score: t.score, at: t.createdAt })
    .from(t)
    .where(
      and(
        eq(t.accountId, accountId),
        isNotNull(t.score),
        gte(t.createdAt, from),
        query.to ? lte(t.createdAt, query.to) : undefined,
        query.scheduleId ? eq(t.scheduleId, query.scheduleId) : undefined,
        query.frameworkId ? eq(t.frameworkId, query.frameworkId) : undefined,
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(HISTORY_MAX_POINTS);
  if (rows.length === 0) return [];
  const s = monitoringSchedules;
  const schedules = await ctx.db
    .select({ id: s.id, name: s.name, frameworkId: s.frameworkId, passThreshold: s.passThreshold, deletedAt: s.deletedAt, createdAt: s.createdAt })
    .from(s)
    .where(and(eq(s.accountId, accountId), inArray(s.id, [...new Set(rows.map((r) => r.scheduleId))])))
    .orderBy(s.createdAt, s.id);
  const series = new Map<string, ScoreSeriesResponse>(
    schedules.map((sc) => [
      sc.id,
      { scheduleId: sc.id, scheduleName: sc.name, frameworkId: sc.frameworkId, passThreshold: sc.passThreshold, deleted: sc.deletedAt !== null, points: [] },
    ]),
  );
  for (const r of rows.reverse()) {
    // Scored results are passed or failed: an error result has no score.
    series.get(r.scheduleId)?.points.push({ resultId: r.id, status: r.status === "passed" ? "passed" : "failed", score: r.score!, at: r.at.toISOString() });
  }
  return [...series.values()];
}

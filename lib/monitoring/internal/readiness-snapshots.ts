import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { monitoringResults, monitoringSchedules } from "@/db/monitoring";
import type { DbOrTx } from "@/lib/db/client";
import type { ControlOutcome } from "../schemas";
import { unpackControls } from "./dto";

/** One monitored framework's latest scored check and the scores that led to it, oldest first. */
export interface ReadinessSnapshot {
  frameworkId: string;
  scheduleId: string;
  scheduleName: string | null;
  passThreshold: number;
  /** Null while none of the framework's schedules has a scored result yet. */
  latest: { resultId: string; status: "passed" | "failed"; score: number; previousScore: number | null; at: Date; controls: ControlOutcome[] } | null;
  trend: { score: number; at: Date }[];
}

/**
 * Per framework with a live (not deleted) schedule, its newest scored result with every control and the last
 * `trendPoints` scores of the schedule that produced it. Three queries whatever the number of schedules: the
 * schedules, the newest scores per schedule (a window function), and the controls of the chosen results only.
 */
export async function readinessSnapshots(db: DbOrTx, accountId: string, trendPoints: number, frameworkId?: string): Promise<ReadinessSnapshot[]> {
  const s = monitoringSchedules;
  const schedules = await db
    .select({ id: s.id, frameworkId: s.frameworkId, name: s.name, passThreshold: s.passThreshold })
    .from(s)
    .where(and(eq(s.accountId, accountId), isNull(s.deletedAt), frameworkId ? eq(s.frameworkId, frameworkId) : undefined))
    .orderBy(s.createdAt, s.id);
  if (schedules.length === 0) return [];
  const t = monitoringResults;
  const ranked = db
    .select({
      id: t.id,
      scheduleId: t.scheduleId,
      status: t.status,
      score: t.score,
      previousScore: t.previousScore,
      at: t.createdAt,
      rank: sql<number>`row_number() over (partition by ${t.scheduleId} order by ${t.createdAt} desc, ${t.id} desc)`.as("rank"),
    })
    .from(t)
    .where(and(eq(t.accountId, accountId), isNotNull(t.score), inArray(t.scheduleId, schedules.map((x) => x.id))))
    .as("ranked");
  const points = await db.select().from(ranked).where(lte(ranked.rank, trendPoints)).orderBy(desc(ranked.at), desc(ranked.id));
  const bySchedule = new Map<string, typeof points>();
  for (const p of points) bySchedule.set(p.scheduleId, [...(bySchedule.get(p.scheduleId) ?? []), p]);

  // Per framework the schedule whose newest score is the newest; a framework without scores keeps its first schedule.
  const chosen = new Map<string, { schedule: (typeof schedules)[number]; newest?: (typeof points)[number] }>();
  for (const schedule of schedules) {
    const newest = bySchedule.get(schedule.id)?.[0];
    const current = chosen.get(schedule.frameworkId);
    if (!current || (newest && (!current.newest || newest.at > current.newest.at))) chosen.set(schedule.frameworkId, { schedule, newest });
  }
  const resultIds = [...chosen.values()].flatMap((c) => (c.newest ? [c.newest.id] : []));
  const controlRows = resultIds.length ? await db.select({ id: t.id, controls: t.controls }).from(t).where(and(eq(t.accountId, accountId), inArray(t.id, resultIds))) : [];
  const controlsOf = new Map(controlRows.map((r) => [r.id, unpackControls(r.controls)]));

  return [...chosen.entries()].map(([fw, { schedule, newest }]) => ({
    frameworkId: fw,
    scheduleId: schedule.id,
    scheduleName: schedule.name,
    passThreshold: schedule.passThreshold,
    latest: newest
      ? {
          resultId: newest.id,
          status: newest.status === "passed" ? "passed" : "failed",
          score: newest.score!,
          previousScore: newest.previousScore,
          at: newest.at,
          controls: controlsOf.get(newest.id) ?? [],
        }
      : null,
    trend: (bySchedule.get(schedule.id) ?? []).map((p) => ({ score: p.score!, at: p.at })).reverse(),
  }));
}

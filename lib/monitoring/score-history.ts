import { and, asc, eq, gte, isNotNull } from "drizzle-orm";
import { monitoringResults } from "@/db/monitoring";
import { requireCustomer } from "@/lib/auth/guards";
import type { Ctx } from "@/lib/context";
import type { ResultStatus } from "./schemas";

export interface ScorePoint {
  resultId: string;
  scheduleId: string;
  frameworkId: string;
  status: ResultStatus;
  score: number;
  at: string;
}

/** Scores over time for the results chart: light rows (no per-control detail), oldest first. */
export async function scoreHistory(ctx: Ctx, since: Date, limit = 2_000): Promise<ScorePoint[]> {
  const { accountId } = requireCustomer(ctx);
  const t = monitoringResults;
  const rows = await ctx.db
    .select({ id: t.id, scheduleId: t.scheduleId, frameworkId: t.frameworkId, status: t.status, score: t.score, at: t.createdAt })
    .from(t)
    .where(and(eq(t.accountId, accountId), isNotNull(t.score), gte(t.createdAt, since)))
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(limit);
  return rows.map((r) => ({ resultId: r.id, scheduleId: r.scheduleId, frameworkId: r.frameworkId, status: r.status, score: r.score!, at: r.at.toISOString() }));
}

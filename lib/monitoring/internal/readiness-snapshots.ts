import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { monitoringResults, monitoringSchedules, type StoredControls } from "@/db/monitoring";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import type { ControlOutcome } from "../schemas";
import { unpackControls } from "./serialize";

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
 * `trendPoints` scores of the schedule that produced it. One query whatever the number of schedules: each schedule
 * with its newest scores (a lateral join through the (schedule_id, created_at) index), the newest one's controls
 * alongside.
 */
export async function readinessSnapshots(db: DbOrTx, accountId: string, trendPoints: number, frameworkId?: string): Promise<ReadinessSnapshot[]> {
  const query = frameworkId
    ? prepared(db, "readiness_snapshots_framework", () => snapshotsQuery(db, true))
    : prepared(db, "readiness_snapshots", () => snapshotsQuery(db, false));
  const rows = await query.execute({ accountId, trendPoints, frameworkId });
  type Schedule = { id: string; frameworkId: string; name: string | null; passThreshold: number };
  type Point = { id: string; status: string; score: number; previousScore: number | null; at: Date; controls: StoredControls | null };
  const schedules = new Map<string, Schedule>();
  const bySchedule = new Map<string, Point[]>();
  for (const row of rows) {
    if (!schedules.has(row.scheduleId))
      schedules.set(row.scheduleId, { id: row.scheduleId, frameworkId: row.frameworkId, name: row.name, passThreshold: row.passThreshold });
    if (row.resultId === null || row.at === null || row.score === null) continue;
    const point: Point = { id: row.resultId, status: row.status!, score: row.score, previousScore: row.previousScore, at: row.at, controls: row.controls };
    bySchedule.set(row.scheduleId, [...(bySchedule.get(row.scheduleId) ?? []), point]);
  }

  // Per framework the schedule whose newest score is the newest; a framework without scores keeps its first schedule.
  const chosen = new Map<string, { schedule: Schedule; newest?: Point }>();
  for (const schedule of schedules.values()) {
    const newest = bySchedule.get(schedule.id)?.[0];
    const current = chosen.get(schedule.frameworkId);
    if (!current || (newest && (!current.newest || newest.at > current.newest.at))) chosen.set(schedule.frameworkId, { schedule, newest });
  }

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
          controls: newest.controls ? unpackControls(newest.controls) : [],
        }
      : null,
    trend: (bySchedule.get(schedule.id) ?? []).map((p) => ({ score: p.score, at: p.at })).reverse(),
  }));
}

function snapshotsQuery(db: DbOrTx, oneFramework: boolean) {
  const s = monitoringSchedules;
  const t = monitoringResults;
  const recent = db
    .select({
      id: t.id,
      status: t.status,
      score: t.score,
      previousScore: t.previousScore,
      at: t.createdAt,
      // Only the newest result's controls: the older ones are points on the trend line.
      controls: sql<StoredControls | null>`case when row_number() over (order by ${t.createdAt} desc, ${t.id} desc) = 1 then ${t.controls} end`.as("controls"),
    })
    .from(t)
    .where(and(eq(t.scheduleId, s.id), eq(t.accountId, sql.placeholder("accountId")), isNotNull(t.score)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(sql.placeholder("trendPoints"))
    .as("recent");
  return db
    .select({
      scheduleId: s.id,
      frameworkId: s.frameworkId,
      name: s.name,
      passThreshold: s.passThreshold,
      resultId: recent.id,
      status: recent.status,
      score: recent.score,
      previousScore: recent.previousScore,
      at: recent.at,
      controls: recent.controls,
    })
    .from(s)
    .leftJoinLateral(recent, sql`true`)
    .where(
      and(eq(s.accountId, sql.placeholder("accountId")), isNull(s.deletedAt), oneFramework ? eq(s.frameworkId, sql.placeholder("frameworkId")) : undefined),
    )
    .orderBy(s.createdAt, s.id, desc(recent.at), desc(recent.id))
    .prepare(oneFramework ? "readiness_snapshots_framework" : "readiness_snapshots");
}

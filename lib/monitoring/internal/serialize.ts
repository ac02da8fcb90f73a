import type { StoredControls } from "@/db/monitoring";
import { readinessOfMonitoringStatus } from "@/lib/readiness";
import type { monitoringResults, monitoringSchedules } from "@/db/monitoring";
import type { BusinessProfile, ControlOutcome, ResultResponse, ScheduleResponse } from "../schemas";

/** Row → API shape (camelCase, ISO timestamps), one function per resource; the shapes are schemas.ts's. */

type ScheduleRow = typeof monitoringSchedules.$inferSelect;
type ResultRow = typeof monitoringResults.$inferSelect;

export function toSchedule(row: ScheduleRow): ScheduleResponse {
  return {
    id: row.id,
    frameworkId: row.frameworkId,
    name: row.name,
    frequency: row.frequency,
    businessProfile: row.businessProfile as BusinessProfile,
    notifyOnFail: row.notifyOnFail,
    passThreshold: row.passThreshold,
    paused: row.paused,
    nextRunAt: row.nextRunAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores each distinct reason and source once: a 1,000-control result repeats few of either. */
export function packControls(outcomes: ControlOutcome[]): StoredControls {
  const reasonIndex = new Map<string, number>();
  const sourceIndex = new Map<string, number>();
  const reasons: string[] = [];
  const sources: NonNullable<StoredControls["sources"]> = [];
  const controls = outcomes.map((c): StoredControls["controls"][number] => {
    let i = reasonIndex.get(c.reason);
    if (i === undefined) {
      i = reasons.push(c.reason) - 1;
      reasonIndex.set(c.reason, i);
    }
    const refs = c.sources.map((source) => {
      const key = JSON.stringify([source.type, source.id ?? null, source.title, source.detail, source.counts]);
      let j = sourceIndex.get(key);
      if (j === undefined) {
        j = sources.push(source) - 1;
        sourceIndex.set(key, j);
      }
      return j;
    });
    return [c.controlId, c.status, i, refs];
  });
  return { reasons, sources, controls };
}

/** Results stored before sources existed answer an empty list and the readiness their status implies. */
export function unpackControls(stored: StoredControls): ControlOutcome[] {
  return stored.controls.map(([controlId, status, i, refs]) => ({
    controlId,
    status,
    readiness: readinessOfMonitoringStatus(status),
    reason: stored.reasons[i],
    sources: (refs ?? []).map((j) => stored.sources![j]),
  }));
}

/** `scheduleName` is the producing schedule's label (a join or the loaded run supplies it). */
export function toResult(row: ResultRow, scheduleName: string | null): ResultResponse {
  return {
    id: row.id,
    scheduleId: row.scheduleId,
    scheduleName,
    frameworkId: row.frameworkId,
    status: row.status,
    score: row.score,
    previousScore: row.previousScore,
    controls: unpackControls(row.controls),
    error: row.error,
    trigger: row.trigger,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt.toISOString(),
  };
}

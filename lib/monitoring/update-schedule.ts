import { eq } from "drizzle-orm";
import { monitoringSchedules } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { toSchedule } from "./internal/serialize";
import { findScheduleForAccount } from "./internal/find-schedule";
import { nextRunAfter } from "./internal/frequency";
import type { ScheduleResponse, UpdateScheduleInput } from "./schemas";

/**
 * Edits a schedule (docs/api.md §11). A new frequency re-anchors the series on the last run, so the
 * next run is the first of `lastRunAt + k·period` after now (a schedule that never ran stays due
 * when it was); the other fields apply from the next run. The log entry names the fields that changed.
 */
export async function updateSchedule(ctx: Ctx, id: string, input: UpdateScheduleInput): Promise<ScheduleResponse> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const current = await findScheduleForAccount(tx, accountId, id);
    const changes: Partial<typeof monitoringSchedules.$inferInsert> = {};
    if (input.name !== undefined && input.name !== current.name) changes.name = input.name;
    if (input.notifyOnFail !== undefined && input.notifyOnFail !== current.notifyOnFail) changes.notifyOnFail = input.notifyOnFail;
    if (input.passThreshold !== undefined && input.passThreshold !== current.passThreshold) changes.passThreshold = input.passThreshold;
    if (input.paused !== undefined && input.paused !== current.paused) changes.paused = input.paused;
    if (input.businessProfile !== undefined && JSON.stringify(input.businessProfile) !== JSON.stringify(current.businessProfile)) {
      changes.businessProfile = input.businessProfile;
    }
    if (input.frequency !== undefined && input.frequency !== current.frequency) {
      // Counting from the last run keeps the time of day the customer is used to; a weekly schedule
      // made daily runs a day after its last run rather than a week later.
      const anchor = current.lastRunAt ?? now;
      changes.frequency = input.frequency;
      changes.anchorAt = anchor;
      changes.nextRunAt = current.lastRunAt ? nextRunAfter(anchor, input.frequency, now) : current.nextRunAt;
    }
    const changed = Object.keys(changes);
    if (changed.length === 0) return toSchedule(current);
    const [row] = await tx
      .update(monitoringSchedules)
      .set({ ...changes, updatedAt: now })
      .where(eq(monitoringSchedules.id, current.id))
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "monitoring.schedule_updated",
      targetType: "monitoring_schedule",
      targetId: row.id,
      details: { frameworkId: row.frameworkId, changed },
    });
    return toSchedule(row);
  });
}

import { eq } from "drizzle-orm";
import { monitoringSchedules } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { findScheduleForAccount } from "./internal/find-schedule";

/** Stops a schedule. Its results and alerts stay readable (the row is kept, marked deleted). */
export async function deleteSchedule(ctx: Ctx, id: string): Promise<{ id: string; deleted: true }> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const schedule = await findScheduleForAccount(tx, accountId, id);
    await tx
      .update(monitoringSchedules)
      .set({ deletedAt: now, claimId: null, claimedUntil: null, updatedAt: now })
      .where(eq(monitoringSchedules.id, schedule.id));
    await recordEvent(tx, ctx, {
      accountId,
      action: "monitoring.schedule_deleted",
      targetType: "monitoring_schedule",
      targetId: schedule.id,
      details: { frameworkId: schedule.frameworkId },
    });
    return { id: schedule.id, deleted: true as const };
  });
}

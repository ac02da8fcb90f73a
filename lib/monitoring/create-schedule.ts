import { monitoringSchedules } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { toSchedule } from "./internal/serialize";
import type { ScheduleResponse, CreateScheduleInput } from "./schemas";
import { resolveFrameworkKind } from "./internal/resolve-framework";

/**
 * Creates a schedule. Its first check is due at once (the scheduler picks it up on its next pass);
 * later runs fall every period after the creation time.
 */
export async function createSchedule(ctx: Ctx, input: CreateScheduleInput): Promise<ScheduleResponse> {
  const { accountId } = requireRole(ctx, "member");
  const frameworkKind = await resolveFrameworkKind(ctx.db, accountId, input.frameworkId);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(monitoringSchedules)
      .values({
        accountId,
        frameworkId: input.frameworkId,
        frameworkKind,
        name: input.name ?? null,
        frequency: input.frequency,
        businessProfile: input.businessProfile,
        notifyOnFail: input.notifyOnFail,
        passThreshold: input.passThreshold,
        paused: input.paused,
        anchorAt: now,
        nextRunAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "monitoring.schedule_created",
      targetType: "monitoring_schedule",
      targetId: row.id,
      details: { frameworkId: row.frameworkId, frequency: row.frequency },
    });
    return toSchedule(row);
  });
}

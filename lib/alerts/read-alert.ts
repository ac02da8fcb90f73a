import { and, eq, isNull } from "drizzle-orm";
import { monitoringAlerts } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { toAlert } from "./internal/serialize";
import type { AlertResponse } from "./schemas";

/** Marks one alert read; reading a read alert again changes nothing and answers it as it is. */
export async function readAlert(ctx: Ctx, id: string): Promise<AlertResponse> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(monitoringAlerts)
      .set({ readAt: now })
      .where(and(eq(monitoringAlerts.id, id), eq(monitoringAlerts.accountId, accountId), isNull(monitoringAlerts.readAt)))
      .returning();
    if (updated) {
      await recordEvent(tx, ctx, { accountId, action: "monitoring.alert_read", targetType: "monitoring_alert", targetId: id });
      return toAlert(updated);
    }
    const [existing] = await tx
      .select()
      .from(monitoringAlerts)
      .where(and(eq(monitoringAlerts.id, id), eq(monitoringAlerts.accountId, accountId)))
      .limit(1);
    if (!existing) throw ServiceError.notFound("alert");
    return toAlert(existing);
  });
}

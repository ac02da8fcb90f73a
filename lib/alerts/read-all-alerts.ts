import { and, eq, isNull } from "drizzle-orm";
import { monitoringAlerts } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";

export async function readAllAlerts(ctx: Ctx): Promise<{ updated: number }> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(monitoringAlerts)
      .set({ readAt: now })
      .where(and(eq(monitoringAlerts.accountId, accountId), isNull(monitoringAlerts.readAt)))
      .returning({ id: monitoringAlerts.id });
    if (rows.length > 0) {
      await recordEvent(tx, ctx, {
        accountId,
        action: "monitoring.alerts_read_all",
        targetType: "monitoring_alert",
        details: { updated: rows.length },
      });
    }
    return { updated: rows.length };
  });
}

import { and, eq } from "drizzle-orm";
import { monitoringDeliveries } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { deliverNow } from "./internal/dispatch-delivery";
import type { DeliveryResponse } from "./schemas";
import { findWebhookForAccount } from "./internal/find-webhook";
import { getDelivery } from "./list-deliveries";
import { attemptsPerRound } from "./internal/retry-schedule";

/**
 * Sends a delivery again under the same `webhook-id` (receivers de-duplicate on it), with a fresh
 * round of attempts that follows the retry schedule from the top. The first attempt is made before
 * answering (unless a worker is attempting it at this moment; then that attempt counts).
 */
export async function redeliver(ctx: Ctx, webhookId: string, deliveryId: string): Promise<DeliveryResponse> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await findWebhookForAccount(tx, accountId, webhookId);
    const [delivery] = await tx
      .select()
      .from(monitoringDeliveries)
      .where(and(eq(monitoringDeliveries.id, deliveryId), eq(monitoringDeliveries.webhookId, webhookId)))
      .for("update")
      .limit(1);
    if (!delivery) throw ServiceError.notFound("delivery");
    await tx
      .update(monitoringDeliveries)
      .set({
        status: "pending",
        attemptLimit: delivery.attemptCount + attemptsPerRound(),
        nextAttemptAt: now,
        completedAt: null,
        updatedAt: now,
      })
      .where(eq(monitoringDeliveries.id, delivery.id));
    await recordEvent(tx, ctx, {
      accountId,
      action: "monitoring.webhook_redelivered",
      targetType: "monitoring_webhook_delivery",
      targetId: delivery.id,
      details: { webhookId, eventType: delivery.eventType },
    });
  });
  await deliverNow(ctx.db, deliveryId, now);
  return getDelivery(ctx.db, accountId, webhookId, deliveryId);
}

import { randomUUID } from "node:crypto";
import { monitoringDeliveries } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { deliverNow } from "./internal/dispatch-delivery";
import type { DeliveryResponse } from "./schemas";
import { findWebhookForAccount } from "./internal/find-webhook";
import { getDelivery } from "./list-deliveries";
import { attemptsPerRound } from "./internal/retry-schedule";
import { webhookPayload } from "./queue-webhook-events";

export const TEST_EVENT_TYPE = "webhook.test";

/**
 * Sends a signed `webhook.test` message (`data: {alert: null, result: null, sync: null}`) so the receiver's
 * signature check can be tried; it is delivered, retried and logged like any other message.
 */
export async function sendTestEvent(ctx: Ctx, webhookId: string): Promise<DeliveryResponse> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  const deliveryId = await ctx.db.transaction(async (tx) => {
    const webhook = await findWebhookForAccount(tx, accountId, webhookId);
    const [row] = await tx
      .insert(monitoringDeliveries)
      .values({
        accountId,
        webhookId: webhook.id,
        eventType: TEST_EVENT_TYPE,
        eventKey: `test:${randomUUID()}`,
        payload: webhookPayload(TEST_EVENT_TYPE, now, { alert: null, result: null, sync: null }),
        attemptLimit: attemptsPerRound(),
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: monitoringDeliveries.id });
    await recordEvent(tx, ctx, {
      accountId,
      action: "monitoring.webhook_test_sent",
      targetType: "monitoring_webhook_delivery",
      targetId: row.id,
      details: { webhookId },
    });
    return row.id;
  });
  await deliverNow(ctx.db, deliveryId, now);
  return getDelivery(ctx.db, accountId, webhookId, deliveryId);
}

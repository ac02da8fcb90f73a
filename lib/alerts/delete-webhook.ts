import { eq } from "drizzle-orm";
import { monitoringWebhooks } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { findWebhookForAccount } from "./internal/find-webhook";

/** Removes the registration with its delivery log; pending retries stop. */
export async function deleteWebhook(ctx: Ctx, id: string): Promise<{ id: string; deleted: true }> {
  const { accountId } = requireRole(ctx, "member");
  return ctx.db.transaction(async (tx) => {
    const webhook = await findWebhookForAccount(tx, accountId, id);
    await tx.delete(monitoringWebhooks).where(eq(monitoringWebhooks.id, webhook.id));
    await recordEvent(tx, ctx, {
      accountId,
      action: "monitoring.webhook_deleted",
      targetType: "monitoring_webhook",
      targetId: webhook.id,
      details: { url: webhook.url },
    });
    return { id: webhook.id, deleted: true as const };
  });
}

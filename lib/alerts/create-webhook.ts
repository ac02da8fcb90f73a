import { monitoringWebhooks } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import { config } from "@/lib/config";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { toWebhook } from "./internal/serialize";
import type { CreatedWebhookResponse, CreateWebhookInput } from "./schemas";
import { assertDeliverableUrl, UnsafeTargetError } from "@/lib/net/ssrf-guard";
import { encryptWebhookSecret, generateWebhookSecret } from "./internal/webhook-secret";

/**
 * Registers a webhook. The URL must resolve only to public addresses (unless
 * ALLOW_PRIVATE_WEBHOOK_URLS=true). The secret — given, or generated when absent — is answered in
 * this response only and stored encrypted.
 */
export async function createWebhook(ctx: Ctx, input: CreateWebhookInput): Promise<CreatedWebhookResponse> {
  const { accountId } = requireRole(ctx, "member");
  try {
    await assertDeliverableUrl(input.url, config.allowPrivateWebhookUrls);
  } catch (error) {
    if (error instanceof UnsafeTargetError) throw ServiceError.validation([{ path: "url", message: `Refused: ${error.message}.` }]);
    throw error;
  }
  const secret = input.secret ?? generateWebhookSecret();
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(monitoringWebhooks)
      .values({ accountId, url: input.url, events: input.events, secretCiphertext: encryptWebhookSecret(secret, config.authSecret), createdAt: now })
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "monitoring.webhook_created",
      targetType: "monitoring_webhook",
      targetId: row.id,
      details: { url: row.url, events: row.events },
    });
    return { ...toWebhook(row), secret };
  });
}

import { integrations } from "@/db/integrations";
import { actorOf, type Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { credentialFieldsOf, sealCredentials } from "./internal/credentials";
import { toIntegration } from "./internal/serialize";
import { validateSettings } from "./internal/validate-settings";
import type { CreateIntegrationInput, IntegrationResponse } from "./schemas";

/**
 * Connects a system. The configuration and credentials are checked against the provider's schemas; the credentials
 * are sealed and never answered. A pull integration's first sync is due at once; a push integration waits for
 * pushes and re-evaluates what it holds on its schedule.
 */
export async function createIntegration(ctx: Ctx, input: CreateIntegrationInput): Promise<IntegrationResponse> {
  const { accountId } = requireRole(ctx, "member");
  const { config, credentials } = validateSettings(input.provider, input.config, input.credentials);
  const now = ctx.now();
  const actor = actorOf(ctx.caller);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(integrations)
      .values({
        accountId,
        provider: input.provider,
        name: input.name,
        config,
        credentialsCiphertext: sealCredentials(credentials ?? {}),
        credentialFields: credentialFieldsOf(credentials ?? {}),
        syncFrequency: input.syncFrequency,
        paused: input.paused,
        nextSyncAt: now,
        createdByType: actor.type,
        createdById: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "integration.created",
      targetType: "integration",
      targetId: row.id,
      details: { provider: row.provider, name: row.name, syncFrequency: row.syncFrequency, credentialFields: row.credentialFields },
    });
    return toIntegration(row, { lastSync: null, resourceCount: 0, failingTests: 0 });
  });
}

import { eq } from "drizzle-orm";
import { integrations } from "@/db/integrations";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { credentialFieldsOf, sealCredentials } from "./internal/credentials";
import { toIntegration } from "./internal/serialize";
import { findIntegration } from "./internal/find-integration";
import { integrationFacts } from "./internal/integration-facts";
import { nextSyncAfter } from "./internal/sync-frequency";
import { validateSettings } from "./internal/validate-settings";
import type { IntegrationResponse, UpdateIntegrationInput } from "./schemas";

/**
 * Edits an integration (docs/api.md "Integrations"). New configuration or credentials are checked like a new
 * integration's and make the next sync due at once, so a fix shows its effect; a new frequency counts from the
 * last sync. The log names what changed, never a credential's value.
 */
export async function updateIntegration(ctx: Ctx, id: string, input: UpdateIntegrationInput): Promise<IntegrationResponse> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  const current = await findIntegration(ctx.db, accountId, id);
  const checked =
    input.config !== undefined || input.credentials !== undefined
      ? validateSettings(current.provider, input.config ?? current.config, input.credentials)
      : undefined;
  return ctx.db.transaction(async (tx) => {
    const before = await findIntegration(tx, accountId, id, { lock: true });
    const set: Partial<typeof integrations.$inferInsert> = {};
    const changed: string[] = [];
    if (input.name !== undefined && input.name !== before.name) {
      set.name = input.name;
      changed.push("name");
    }
    if (input.paused !== undefined && input.paused !== before.paused) {
      set.paused = input.paused;
      changed.push("paused");
    }
    if (checked && input.config !== undefined && JSON.stringify(checked.config) !== JSON.stringify(before.config)) {
      set.config = checked.config;
      changed.push("config");
    }
    if (checked?.credentials !== undefined) {
      set.credentialsCiphertext = sealCredentials(checked.credentials);
      set.credentialFields = credentialFieldsOf(checked.credentials);
      changed.push("credentials");
    }
    if (changed.includes("config") || changed.includes("credentials")) set.nextSyncAt = now;
    if (input.syncFrequency !== undefined && input.syncFrequency !== before.syncFrequency) {
      set.syncFrequency = input.syncFrequency;
      set.nextSyncAt ??= before.lastSyncAt ? nextSyncAfter(before.lastSyncAt, input.syncFrequency) : now;
      changed.push("syncFrequency");
    }
    let row = before;
    if (changed.length > 0) {
      [row] = await tx
        .update(integrations)
        .set({ ...set, updatedAt: now })
        .where(eq(integrations.id, before.id))
        .returning();
      await recordEvent(tx, ctx, {
        accountId,
        action: "integration.updated",
        targetType: "integration",
        targetId: row.id,
        details: { changed, provider: row.provider },
      });
    }
    const facts = await integrationFacts(tx, accountId, [row], now);
    return toIntegration(row, facts.get(row.id)!);
  });
}

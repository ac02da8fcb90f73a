import { apiKeys } from "@/db/accounts";
import { requireRole } from "@/lib/context/guards";
import { randomToken, sha256Hex } from "@/lib/credentials/secrets";
import { API_KEY_PREFIX } from "@/lib/credentials/verify-api-key";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import type { CreateApiKeyInput, CreatedApiKeyJson } from "@/lib/auth";

/** Issues a key (admin) of a scope; its secret is returned this once and stored only as a SHA-256 hash. */
export async function createApiKey(ctx: Ctx, input: CreateApiKeyInput): Promise<CreatedApiKeyJson> {
  const { userId, accountId } = requireRole(ctx, "admin");
  const scope = input.scope ?? "documents";
  const key = randomToken(API_KEY_PREFIX, 32);
  const prefix = key.slice(0, API_KEY_PREFIX.length + 8);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({ accountId, createdBy: userId, name: input.name, scope, prefix, keyHash: sha256Hex(key), createdAt: ctx.now() })
      .returning();
    await recordEvent(tx, ctx, { accountId, action: "api_key.created", targetType: "api_key", targetId: created.id, details: { name: input.name, prefix, scope } });
    return created;
  });
  return { id: row.id, name: row.name, scope: row.scope, key, prefix: row.prefix, createdAt: row.createdAt.toISOString() };
}

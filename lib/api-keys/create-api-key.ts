import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import type { CreateApiKeyInput, CreatedApiKeyJson } from "@/lib/auth";
import { issueKey } from "./internal/issue-key";

/**
 * Issues a key (admin) of a scope; its secret is returned this once and stored only as a SHA-256 hash. The key
 * belongs to the account and names its creator: it ends when they stop being an admin (docs/api.md §4).
 */
export async function createApiKey(ctx: Ctx, input: CreateApiKeyInput): Promise<CreatedApiKeyJson> {
  const { userId, accountId } = requireRole(ctx, "admin");
  const scope = input.scope ?? "documents";
  return ctx.db.transaction(async (tx) => {
    const created = await issueKey(tx, { accountId, createdBy: userId, name: input.name, scope, now: ctx.now() });
    await recordEvent(tx, ctx, {
      accountId,
      action: "api_key.created",
      targetType: "api_key",
      targetId: created.id,
      details: { name: input.name, prefix: created.prefix, scope },
    });
    return created;
  });
}

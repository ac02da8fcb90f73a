import { and, eq } from "drizzle-orm";
import { apiKeys } from "@/db/accounts";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { assertRotatable } from "@/lib/credentials/rotation";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import type { CreatedApiKeyJson } from "@/lib/auth";
import { issueKey } from "./internal/issue-key";

/**
 * Replaces a key (admin) with a successor of the same name and scope, created by the caller and shown this once, and
 * revokes the old one (docs/api.md §4). A key revoked because its creator left may be rotated too, so the account
 * restores an integration with a secret nobody who left has seen; one an admin revoked, or already rotated, is 409.
 */
export async function rotateApiKey(ctx: Ctx, id: string): Promise<CreatedApiKeyJson> {
  const { userId, accountId } = requireRole(ctx, "admin");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId)))
      .for("update");
    if (!old) throw ServiceError.notFound("API key");
    const [successor] = await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.replacesId, old.id)).limit(1);
    assertRotatable(old, Boolean(successor), "key");
    if (!old.revokedAt) await tx.update(apiKeys).set({ revokedAt: now, revokedReason: "rotated" }).where(eq(apiKeys.id, old.id));
    const created = await issueKey(tx, { accountId, createdBy: userId, name: old.name, scope: old.scope, replacesId: old.id, now });
    await recordEvent(tx, ctx, {
      accountId,
      action: "api_key.rotated",
      targetType: "api_key",
      targetId: created.id,
      details: {
        name: old.name,
        scope: old.scope,
        prefix: created.prefix,
        replacesId: old.id,
        replacedPrefix: old.prefix,
        replacedRevokedReason: old.revokedReason ?? "rotated",
      },
    });
    return created;
  });
}

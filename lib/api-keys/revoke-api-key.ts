import { and, eq, isNull } from "drizzle-orm";
import { apiKeys } from "@/db/accounts";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";

/** Revokes (admin) a key of the caller's account; it answers 401 from then on. Another account's key is 404. */
export async function revokeApiKey(ctx: Ctx, id: string) {
  const { accountId } = requireRole(ctx, "admin");
  return ctx.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: ctx.now(), revokedReason: "revoked" })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix });
    if (!revoked) throw ServiceError.notFound("API key");
    await recordEvent(tx, ctx, {
      accountId,
      action: "api_key.revoked",
      targetType: "api_key",
      targetId: id,
      details: { name: revoked.name, prefix: revoked.prefix, reason: "revoked" },
    });
    return { id, deleted: true as const };
  });
}

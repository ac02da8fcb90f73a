import { and, eq, isNull } from "drizzle-orm";
import { scimTokens } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";

/** Revokes a SCIM token (admins): the identity provider's next request with it is 401. Another account's is 404. */
export async function revokeScimToken(ctx: Ctx, id: string) {
  const { accountId } = requireRole(ctx, "admin");
  return ctx.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(scimTokens)
      .set({ revokedAt: ctx.now(), revokedReason: "revoked" })
      .where(and(eq(scimTokens.id, id), eq(scimTokens.accountId, accountId), isNull(scimTokens.revokedAt)))
      .returning({ name: scimTokens.name, prefix: scimTokens.prefix });
    if (!revoked) throw ServiceError.notFound("SCIM token");
    await recordEvent(tx, ctx, { accountId, action: "scim.token_revoked", targetType: "scim_token", targetId: id, details: { ...revoked, reason: "revoked" } });
    return { id, deleted: true as const };
  });
}

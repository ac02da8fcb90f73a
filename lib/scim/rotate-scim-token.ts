import { and, eq } from "drizzle-orm";
import { scimTokens } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { assertRotatable } from "@/lib/credentials/rotation";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { issueToken } from "./internal/issue-token";
import type { CreatedScimTokenJson } from "./schemas";

/**
 * Replaces a SCIM token (admins) with a successor of the same name, created by the caller and shown this once, and
 * revokes the old one (docs/api.md "SCIM"). A token revoked because its creator left may be rotated too, so
 * provisioning resumes with a secret nobody who left has seen; one an admin revoked, or already rotated, is 409.
 */
export async function rotateScimToken(ctx: Ctx, id: string): Promise<CreatedScimTokenJson> {
  const { accountId, userId } = requireRole(ctx, "admin");
  if (!userId) throw new ServiceError("forbidden");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(scimTokens)
      .where(and(eq(scimTokens.id, id), eq(scimTokens.accountId, accountId)))
      .for("update");
    if (!old) throw ServiceError.notFound("SCIM token");
    const [successor] = await tx.select({ id: scimTokens.id }).from(scimTokens).where(eq(scimTokens.replacesId, old.id)).limit(1);
    assertRotatable(old, Boolean(successor), "token");
    if (!old.revokedAt) await tx.update(scimTokens).set({ revokedAt: now, revokedReason: "rotated" }).where(eq(scimTokens.id, old.id));
    const created = await issueToken(tx, { accountId, createdBy: userId, name: old.name, replacesId: old.id, now });
    await recordEvent(tx, ctx, {
      accountId,
      action: "scim.token_rotated",
      targetType: "scim_token",
      targetId: created.id,
      details: {
        name: old.name,
        prefix: created.prefix,
        replacesId: old.id,
        replacedPrefix: old.prefix,
        replacedRevokedReason: old.revokedReason ?? "rotated",
      },
    });
    return created;
  });
}

import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { issueToken } from "./internal/issue-token";
import type { CreatedScimTokenJson, CreateScimTokenInput } from "./schemas";

/**
 * Issues a SCIM token (admins): shown this once with the base URL to give the identity provider; stored as a SHA-256.
 * It belongs to the account and names its creator: it ends when they stop being an admin (docs/api.md §4).
 */
export async function createScimToken(ctx: Ctx, input: CreateScimTokenInput): Promise<CreatedScimTokenJson> {
  const { accountId, userId } = requireRole(ctx, "admin");
  if (!userId) throw new ServiceError("forbidden");
  return ctx.db.transaction(async (tx) => {
    const created = await issueToken(tx, { accountId, createdBy: userId, name: input.name, now: ctx.now() });
    await recordEvent(tx, ctx, {
      accountId,
      action: "scim.token_created",
      targetType: "scim_token",
      targetId: created.id,
      details: { name: input.name, prefix: created.prefix },
    });
    return created;
  });
}

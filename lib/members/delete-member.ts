import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { removeMember } from "./internal/membership";
import { assertMayManage, lockMember } from "./internal/rules";
import type { RemovedMemberJson } from "./schemas";

/**
 * Removes a member for good (admin; owners only by an owner; never yourself; the last active owner stays). Answers
 * the API keys and SCIM tokens they created, which end with them.
 */
export async function deleteMember(ctx: Ctx, userId: string): Promise<RemovedMemberJson> {
  const actor = requireRole(ctx, "admin");
  const revokedCredentials = await ctx.db.transaction(async (tx) => {
    const target = await lockMember(tx, actor.accountId, userId);
    assertMayManage(actor, target);
    return removeMember(tx, ctx, { accountId: actor.accountId, userId, via: "api" });
  });
  return { id: userId, deleted: true as const, revokedCredentials };
}

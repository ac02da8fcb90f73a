import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { removeMember } from "./internal/membership";
import { assertMayManage, lockMember } from "./internal/rules";

/** Removes a member for good (admin; owners only by an owner; never yourself; the last active owner stays). */
export async function deleteMember(ctx: Ctx, userId: string) {
  const actor = requireRole(ctx, "admin");
  await ctx.db.transaction(async (tx) => {
    const target = await lockMember(tx, actor.accountId, userId);
    assertMayManage(actor, target);
    await removeMember(tx, ctx, { accountId: actor.accountId, userId, via: "api" });
  });
  return { id: userId, deleted: true as const };
}

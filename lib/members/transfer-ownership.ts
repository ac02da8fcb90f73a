import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { setMemberRole } from "./internal/membership";
import { lockMember } from "./internal/rules";
import { findMember } from "./internal/serialize";
import type { TransferOwnershipInput } from "./schemas";

/** Hands ownership on in one transaction: the target (an active member) becomes owner, the calling owner an admin. */
export async function transferOwnership(ctx: Ctx, input: TransferOwnershipInput) {
  const actor = requireRole(ctx, "owner");
  const callerId = actor.userId;
  if (callerId === null) throw new ServiceError("forbidden", "Only a signed-in owner can hand ownership on; an API key cannot.");
  if (input.userId === callerId) throw ServiceError.validation([{ path: "userId", message: "You are already the owner; name another member." }]);
  return ctx.db.transaction(async (tx) => {
    const target = await lockMember(tx, actor.accountId, input.userId);
    if (target.status !== "active") throw new ServiceError("conflict", "Ownership can go only to an active member: re-activate them first.");
    // Promote first: demoting the caller before would trip the last-owner rule.
    await setMemberRole(tx, ctx, { accountId: actor.accountId, userId: target.id, role: "owner", via: "transfer" });
    await setMemberRole(tx, ctx, { accountId: actor.accountId, userId: callerId, role: "admin", via: "transfer" });
    await recordEvent(tx, ctx, {
      accountId: actor.accountId,
      action: "member.ownership_transferred",
      targetType: "user",
      targetId: target.id,
      details: { from: callerId, to: target.id },
    });
    return { owner: await findMember(tx, actor.accountId, target.id), previousOwner: await findMember(tx, actor.accountId, callerId) };
  });
}

import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { setMemberActive, setMemberRole } from "./internal/membership";
import { assertMayManage, lockMember } from "./internal/rules";
import { findMember } from "./internal/serialize";
import type { UpdatedMemberJson } from "./schemas";
import type { UpdateMemberInput } from "./schemas";

/**
 * Changes a member's role and/or deactivates or re-activates them (admin; the owner role is an owner's to give or
 * take). A deactivated member's sessions end at once; demoted below admin or deactivated, the API keys and SCIM tokens
 * they created are revoked and answered. The last active owner stays (409 `conflict`).
 */
export async function updateMember(ctx: Ctx, userId: string, input: UpdateMemberInput): Promise<UpdatedMemberJson> {
  const actor = requireRole(ctx, "admin");
  return ctx.db.transaction(async (tx) => {
    const target = await lockMember(tx, actor.accountId, userId);
    assertMayManage(actor, target, input.role);
    // Re-activation before a role change and deactivation after it, so the last-owner rule sees the final state.
    const revokedCredentials = [];
    if (input.active === true) revokedCredentials.push(...(await setMemberActive(tx, ctx, { accountId: actor.accountId, userId, active: true, via: "api" })));
    if (input.role !== undefined)
      revokedCredentials.push(...(await setMemberRole(tx, ctx, { accountId: actor.accountId, userId, role: input.role, via: "api" })));
    if (input.active === false) revokedCredentials.push(...(await setMemberActive(tx, ctx, { accountId: actor.accountId, userId, active: false, via: "api" })));
    return { ...(await findMember(tx, actor.accountId, userId)), revokedCredentials };
  });
}

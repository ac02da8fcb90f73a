import { and, eq } from "drizzle-orm";
import { scimGroupMembers, scimGroups } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { memberCountOf, toMapping } from "./internal/mapping";
import { syncGroupRoles } from "./internal/role-sync";
import type { SetGroupRoleInput } from "./schemas";

/**
 * `PUT /api/v1/scim/groups/{id}` (admins): maps a group to a role (at most admin) or to none, and gives its members
 * the role their groups now say at once. Another account's group is 404.
 */
export async function setGroupRole(ctx: Ctx, id: string, input: SetGroupRoleInput) {
  const { accountId } = requireRole(ctx, "admin");
  return ctx.db.transaction(async (tx) => {
    const [group] = await tx
      .select()
      .from(scimGroups)
      .where(and(eq(scimGroups.id, id), eq(scimGroups.accountId, accountId)))
      .for("update");
    if (!group) throw ServiceError.notFound("group");
    const [updated] = await tx.update(scimGroups).set({ role: input.role, updatedAt: ctx.now() }).where(eq(scimGroups.id, id)).returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "scim.group_role_mapped",
      targetType: "scim_group",
      targetId: id,
      details: { displayName: group.displayName, from: group.role, to: input.role },
    });
    const members = await tx.select({ userId: scimGroupMembers.userId }).from(scimGroupMembers).where(eq(scimGroupMembers.groupId, id));
    await syncGroupRoles(
      tx,
      ctx,
      accountId,
      members.map((m) => m.userId),
    );
    return toMapping(updated, await memberCountOf(tx, id));
  });
}

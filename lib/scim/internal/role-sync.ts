import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { users } from "@/db/accounts";
import { ROLES, type Role } from "@/lib/vocabulary";
import { scimGroupMembers, scimGroups } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { setMemberRole } from "@/lib/members";

/**
 * Gives each of these members the highest role of the mapped groups they are in (docs/api.md "SCIM"). A member in no
 * mapped group keeps the role they have; an owner keeps ownership (groups grant at most admin, and ownership is
 * handed over by an owner, not by an identity provider). Changes go through `setMemberRole`, so its rules and
 * audit-trail row apply.
 */
export async function syncGroupRoles(tx: DbOrTx, ctx: Ctx, accountId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const mapped = await tx
    .select({ userId: scimGroupMembers.userId, role: scimGroups.role })
    .from(scimGroupMembers)
    .innerJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
    .where(and(eq(scimGroups.accountId, accountId), isNotNull(scimGroups.role), inArray(scimGroupMembers.userId, userIds)));
  const current = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.id, userIds)));
  for (const member of current) {
    const roles = mapped.filter((m) => m.userId === member.id).map((m) => m.role as Role);
    if (roles.length === 0 || member.role === "owner") continue;
    const highest = roles.reduce((a, b) => (ROLES.indexOf(a) >= ROLES.indexOf(b) ? a : b));
    if (highest !== member.role) await setMemberRole(tx, ctx, { accountId, userId: member.id, role: highest, via: "scim" });
  }
}

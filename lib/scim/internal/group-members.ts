import { and, eq, inArray } from "drizzle-orm";
import { users } from "@/db/accounts";
import { scimGroupMembers } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { isUuid } from "@/lib/uuid";
import { syncGroupRoles } from "./role-sync";

/**
 * Makes `memberIds` the group's members: each must be a member of the account (else 400 `invalidValue`, naming them).
 * Records who joined and left, then gives everyone concerned the role their groups now say.
 */
export async function setGroupMembers(tx: DbOrTx, ctx: Ctx, group: { accountId: string; id: string; displayName: string }, memberIds: string[]): Promise<void> {
  const known = memberIds.length
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.accountId, group.accountId), inArray(users.id, memberIds.filter(isUuid))))
    : [];
  const unknown = memberIds.filter((id) => !known.some((k) => k.id === id));
  if (unknown.length)
    throw new ServiceError("validation_failed", `members: no user ${unknown.slice(0, 5).join(", ")} in this account.`, { scimType: "invalidValue" });
  const before = (await tx.select({ userId: scimGroupMembers.userId }).from(scimGroupMembers).where(eq(scimGroupMembers.groupId, group.id))).map(
    (r) => r.userId,
  );
  const added = memberIds.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !memberIds.includes(id));
  if (added.length)
    await tx
      .insert(scimGroupMembers)
      .values(added.map((userId) => ({ groupId: group.id, userId })))
      .onConflictDoNothing();
  if (removed.length) await tx.delete(scimGroupMembers).where(and(eq(scimGroupMembers.groupId, group.id), inArray(scimGroupMembers.userId, removed)));
  if (added.length || removed.length) {
    await recordEvent(tx, ctx, {
      accountId: group.accountId,
      action: "scim.group_members_changed",
      targetType: "scim_group",
      targetId: group.id,
      details: { displayName: group.displayName, added, removed },
    });
  }
  await syncGroupRoles(tx, ctx, group.accountId, [...added, ...removed]);
}

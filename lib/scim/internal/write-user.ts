import { and, eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import { changeMemberEmail } from "@/lib/auth";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import { setMemberActive } from "@/lib/members";
import type { UserFields, UserRow } from "./user-resource";

/**
 * Writes what a PUT or PATCH says about a member: the e-mail through `changeMemberEmail` (the identity rule of
 * docs/api.md §4: never the owner's, only into a verified domain, a recovery link to the old address), the other
 * profile fields (one `member.updated` row naming what changed), then the status through `setMemberActive`, which
 * ends a deactivated member's sessions at once. Answers the ids of mail queued, to request after commit.
 */
export async function writeUser(tx: DbOrTx, ctx: Ctx, accountId: string, row: UserRow, fields: UserFields): Promise<string[]> {
  const { messageIds } = await changeMemberEmail(tx, ctx, { accountId, userId: row.id, to: fields.email, named: fields.named, via: "scim" });
  const changes: Record<string, { from: string | null; to: string | null }> = {};
  if (fields.name !== undefined && fields.name !== row.name) changes.name = { from: row.name, to: fields.name };
  if (fields.externalId !== row.externalId) changes.externalId = { from: row.externalId, to: fields.externalId };
  if (Object.keys(changes).length) {
    await tx
      .update(users)
      .set({ name: fields.name ?? row.name, externalId: fields.externalId, updatedAt: ctx.now() })
      .where(and(eq(users.id, row.id), eq(users.accountId, accountId)));
    await recordEvent(tx, ctx, { accountId, action: "member.updated", targetType: "user", targetId: row.id, details: { changes, via: "scim" } });
  }
  if (fields.active !== (row.status === "active")) await setMemberActive(tx, ctx, { accountId, userId: row.id, active: fields.active, via: "scim" });
  return messageIds;
}

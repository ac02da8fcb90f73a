import { and, eq, ne } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { setMemberActive } from "@/lib/members";
import type { UserFields, UserRow } from "./user-resource";

/** The e-mail is already someone's, in this account or another: 409 `uniqueness` (one account per e-mail). */
export async function assertEmailFree(tx: DbOrTx, email: string, exceptUserId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  if (taken) throw new ServiceError("conflict", `A user with the e-mail ${email} already exists.`, { scimType: "uniqueness" });
}

/**
 * Writes what a PUT or PATCH says about a member: profile fields (one `member.updated` row naming what changed),
 * then the status through `setMemberActive`, which ends a deactivated member's sessions at once.
 */
export async function writeUser(tx: DbOrTx, ctx: Ctx, accountId: string, row: UserRow, fields: UserFields): Promise<void> {
  const changes: Record<string, { from: string | null; to: string | null }> = {};
  if (fields.email !== row.email) {
    await assertEmailFree(tx, fields.email, row.id);
    changes.email = { from: row.email, to: fields.email };
  }
  if (fields.name !== undefined && fields.name !== row.name) changes.name = { from: row.name, to: fields.name };
  if (fields.externalId !== row.externalId) changes.externalId = { from: row.externalId, to: fields.externalId };
  if (Object.keys(changes).length) {
    await tx
      .update(users)
      .set({ email: fields.email, name: fields.name ?? row.name, externalId: fields.externalId, updatedAt: ctx.now() })
      .where(and(eq(users.id, row.id), eq(users.accountId, accountId)));
    await recordEvent(tx, ctx, { accountId, action: "member.updated", targetType: "user", targetId: row.id, details: { changes, via: "scim" } });
  }
  if (fields.active !== (row.status === "active")) await setMemberActive(tx, ctx, { accountId, userId: row.id, active: fields.active, via: "scim" });
}

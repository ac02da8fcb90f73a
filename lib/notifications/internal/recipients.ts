import { and, eq, inArray, or } from "drizzle-orm";
import { users } from "@/db/accounts";
import { controlOwners } from "@/db/ownership";
import type { DbOrTx } from "@/lib/db/client";
import type { Recipient } from "./notify";

/** The account's active owners and admins: who hears about what has no owner of its own. */
export async function accountAdmins(db: DbOrTx, accountId: string): Promise<Recipient[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.status, "active"), inArray(users.role, ["owner", "admin"])))
    .orderBy(users.createdAt);
  return rows.map((row) => ({ userId: row.id }));
}

/** `userId` when set (an assignee, a finding's owner), else the account's owners and admins. */
export async function personOrAdmins(db: DbOrTx, accountId: string, userId: string | null | undefined): Promise<Recipient[]> {
  return userId ? [{ userId }] : accountAdmins(db, accountId);
}

export interface ControlRef {
  frameworkId: string;
  controlId: string;
}

/** The owners of these controls (db/ownership.ts); when none of them has an owner, the account's owners and admins. */
export async function controlOwnersOrAdmins(db: DbOrTx, accountId: string, controls: ControlRef[]): Promise<Recipient[]> {
  if (controls.length > 0) {
    const owners = await db
      .selectDistinct({ userId: controlOwners.userId })
      .from(controlOwners)
      .where(
        and(
          eq(controlOwners.accountId, accountId),
          or(...controls.map((c) => and(eq(controlOwners.frameworkId, c.frameworkId), eq(controlOwners.controlId, c.controlId)))),
        ),
      );
    if (owners.length > 0) return owners.map((o) => ({ userId: o.userId }));
  }
  return accountAdmins(db, accountId);
}

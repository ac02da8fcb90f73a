import { and, eq, inArray } from "drizzle-orm";
import { users } from "@/db/accounts";
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

import { and, eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";

export interface Person {
  id: string;
  name: string;
  email: string;
}

/**
 * Whom work can be given to (an owner, an assignee, an approver): an active member of the account. Anyone else —
 * another tenant's user, a deactivated member, an unknown id — is 400 naming the field, never a hint which it was.
 */
export async function activeMember(db: DbOrTx, accountId: string, userId: string, field: string): Promise<Person> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId), eq(users.status, "active")))
    .limit(1);
  if (!row)
    throw new ServiceError("validation_failed", `${field} must be an active member of the account.`, [
      { path: field, message: "must be an active member of the account" },
    ]);
  return row;
}

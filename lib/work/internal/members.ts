import { and, asc, eq, inArray } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { DbOrTx } from "@/lib/db/client";
import type { PersonJson } from "@/lib/ownership";

/** The active members of the account, by name: who can be named owner or assignee. */
export async function activeMembers(db: DbOrTx, accountId: string): Promise<PersonJson[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.status, "active")))
    .orderBy(asc(users.name), asc(users.email));
}

/** Names of the account's users among `ids` (any status: the trail keeps naming people who left). */
export async function peopleById(db: DbOrTx, accountId: string, ids: string[]): Promise<Map<string, PersonJson>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users } from "@/db/accounts";
import { people } from "@/db/people";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";

const managers = alias(people, "managers");

/** A person with what the answer names besides the row: the manager's name and the console member matched by e-mail. */
export const personColumns = {
  person: people,
  managerName: managers.name,
  memberUserId: users.id,
  memberRole: users.role,
};

export type PersonView = {
  person: typeof people.$inferSelect;
  managerName: string | null;
  memberUserId: string | null;
  memberRole: string | null;
};

/** The select every read of people shares: the manager, and the active member with the same e-mail in the account. */
export function selectPeople(db: DbOrTx) {
  return db
    .select(personColumns)
    .from(people)
    .leftJoin(managers, eq(managers.id, people.managerId))
    .leftJoin(users, and(eq(users.accountId, people.accountId), sql`lower(${users.email}) = ${people.email}`, eq(users.status, "active")));
}

export async function findPerson(db: DbOrTx, accountId: string, id: string, extra?: SQL): Promise<PersonView> {
  const [row] = await selectPeople(db)
    .where(and(eq(people.accountId, accountId), eq(people.id, id), extra))
    .limit(1);
  if (!row) throw ServiceError.notFound("person");
  return row;
}

/** Locks the account's person for a change; another account's id is 404 like an unknown one. */
export async function lockPerson(tx: DbOrTx, accountId: string, id: string) {
  const [row] = await tx
    .select()
    .from(people)
    .where(and(eq(people.accountId, accountId), eq(people.id, id)))
    .for("update");
  if (!row) throw ServiceError.notFound("person");
  return row;
}

/** A manager must be another person of the same account: anything else is 400 naming the field. */
export async function assertManager(db: DbOrTx, accountId: string, managerId: string, personId: string | null, field = "managerId") {
  if (managerId === personId) throw ServiceError.validation([{ path: field, message: "a person cannot be their own manager" }]);
  const [row] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.accountId, accountId), eq(people.id, managerId)))
    .limit(1);
  if (!row) throw ServiceError.validation([{ path: field, message: "must be a person of the account" }]);
}

import { and, eq, inArray, sql } from "drizzle-orm";
import { users } from "@/db/accounts";
import { people } from "@/db/people";
import type { DbOrTx } from "@/lib/db/client";

/** A person as other domains weigh them (policy acceptance: who is asked, by department). */
export interface PersonFact {
  id: string;
  name: string;
  email: string;
  department: string | null;
  status: "active" | "inactive" | "former";
}

const factColumns = { id: people.id, name: people.name, email: people.email, department: people.department, status: people.status };

/** The account's active people: whom policies are asked of. */
export async function activePeople(db: DbOrTx, accountId: string): Promise<PersonFact[]> {
  return db
    .select(factColumns)
    .from(people)
    .where(and(eq(people.accountId, accountId), eq(people.status, "active")));
}

/** The account's people by id (another account's ids are left out). */
export async function peopleByIds(db: DbOrTx, accountId: string, ids: readonly string[]): Promise<PersonFact[]> {
  if (ids.length === 0) return [];
  return db
    .select(factColumns)
    .from(people)
    .where(and(eq(people.accountId, accountId), inArray(people.id, [...ids])));
}

/** The person a console member is (the same e-mail, case-insensitive), or null. */
export async function personOfMember(db: DbOrTx, accountId: string, userId: string): Promise<PersonFact | null> {
  const [row] = await db
    .select(factColumns)
    .from(people)
    .innerJoin(users, and(eq(users.accountId, people.accountId), sql`lower(${users.email}) = ${people.email}`))
    .where(and(eq(people.accountId, accountId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

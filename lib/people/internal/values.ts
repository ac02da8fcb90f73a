import { and, eq, ne } from "drizzle-orm";
import { people, type PersonRow } from "@/db/people";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import type { CreatePersonInput, UpdatePersonInput } from "../schemas";
import { assertManager } from "./person-rows";
import type { PersonValues } from "./write-person";

/** The values a create states, defaults filled in. */
export function valuesOfCreate(input: CreatePersonInput): PersonValues {
  return {
    name: input.name,
    email: input.email,
    title: input.title || null,
    department: input.department || null,
    managerId: input.managerId ?? null,
    employmentType: input.employmentType ?? "employee",
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    status: input.status ?? "active",
  };
}

/** The values after an update: what the body sends replaces, what it leaves out stays. */
export function valuesOfUpdate(before: PersonRow, input: UpdatePersonInput): PersonValues {
  const pick = <K extends keyof PersonValues>(k: K, v: PersonValues[K] | undefined): PersonValues[K] => (v === undefined ? before[k] : v);
  return {
    name: pick("name", input.name),
    email: pick("email", input.email),
    title: input.title === undefined ? before.title : input.title || null,
    department: input.department === undefined ? before.department : input.department || null,
    managerId: pick("managerId", input.managerId),
    employmentType: pick("employmentType", input.employmentType),
    startDate: pick("startDate", input.startDate),
    endDate: pick("endDate", input.endDate),
    status: pick("status", input.status),
  };
}

/** The rules across fields and rows: dates in order, a manager of the account, one person per e-mail. */
export async function checkValues(db: DbOrTx, accountId: string, values: PersonValues, personId: string | null) {
  if (values.startDate && values.endDate && values.endDate < values.startDate) {
    throw ServiceError.validation([{ path: "endDate", message: "must not be before startDate" }]);
  }
  if (values.managerId) await assertManager(db, accountId, values.managerId, personId);
  const [taken] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.accountId, accountId), eq(people.email, values.email), personId ? ne(people.id, personId) : undefined))
    .limit(1);
  if (taken) throw new ServiceError("conflict", "Another person of the account has this e-mail.", { field: "email", personId: taken.id });
}

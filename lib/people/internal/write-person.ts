import { eq } from "drizzle-orm";
import { people, personEvents, type PersonField, type PersonRow } from "@/db/people";
import type { DbOrTx } from "@/lib/db/client";
import type { PersonSource } from "@/lib/vocabulary";
import { detectEmploymentEvents } from "./joiners-leavers";

/** A person's stored values, as a create, an update or an import row states them (`managerId` resolved). */
export interface PersonValues {
  name: string;
  email: string;
  title: string | null;
  department: string | null;
  managerId: string | null;
  employmentType: PersonRow["employmentType"];
  startDate: string | null;
  endDate: string | null;
  status: PersonRow["status"];
}

const FIELD_OF: Record<keyof PersonValues, PersonField> = {
  name: "name",
  email: "email",
  title: "title",
  department: "department",
  managerId: "manager",
  employmentType: "employmentType",
  startDate: "startDate",
  endDate: "endDate",
  status: "status",
};

export interface WriteResult {
  row: PersonRow;
  outcome: "created" | "updated" | "unchanged";
  changed: (keyof PersonValues)[];
  events: { kind: string; effectiveOn: string }[];
}

/**
 * Writes one person inside the caller's transaction: the row, the source of each field it sets, and the joiner and
 * leaver events the change amounts to (./joiners-leavers.ts). `before` is the locked row, or null for a new person.
 * The caller writes the audit-trail row.
 */
export async function writePerson(
  tx: DbOrTx,
  at: { accountId: string; userId: string | null; now: Date; source: PersonSource },
  before: PersonRow | null,
  values: PersonValues,
): Promise<WriteResult> {
  const today = at.now.toISOString().slice(0, 10);
  const keys = Object.keys(FIELD_OF) as (keyof PersonValues)[];
  const changed = before === null ? keys.filter((k) => values[k] !== null) : keys.filter((k) => before[k] !== values[k]);
  if (before !== null && changed.length === 0) return { row: before, outcome: "unchanged", changed, events: [] };
  const sources = { ...(before?.fieldSources ?? {}) };
  for (const k of changed) sources[FIELD_OF[k]] = at.source;
  let row: PersonRow;
  if (before === null) {
    [row] = await tx
      .insert(people)
      .values({ accountId: at.accountId, ...values, fieldSources: sources, createdAt: at.now, updatedAt: at.now })
      .returning();
  } else {
    [row] = await tx
      .update(people)
      .set({ ...values, fieldSources: sources, updatedAt: at.now })
      .where(eq(people.id, before.id))
      .returning();
  }
  const detected = detectEmploymentEvents(before, row, today);
  if (detected.length > 0) {
    await tx.insert(personEvents).values(
      detected.map((e) => ({
        accountId: at.accountId,
        personId: row.id,
        kind: e.kind,
        effectiveOn: e.effectiveOn,
        source: at.source,
        details: e.details,
        recordedBy: at.userId,
        createdAt: at.now,
      })),
    );
  }
  return { row, outcome: before === null ? "created" : "updated", changed, events: detected.map((e) => ({ kind: e.kind, effectiveOn: e.effectiveOn })) };
}

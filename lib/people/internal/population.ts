import { alias } from "drizzle-orm/pg-core";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { people } from "@/db/people";
import type { DbOrTx } from "@/lib/db/client";

/** One row of a Type II population from the roster (lib/audits/populations' pushed-row shape). */
export interface PeoplePopulationRow {
  key: string;
  occurred_at: string;
  owner_email: string | null;
  data: Record<string, string>;
}

const managers = alias(people, "managers");

/**
 * The roster as a Type II population (docs/api.md §8): `new_hires` are the people whose start date falls in the
 * period, `terminations` the `former` people whose end date does, oldest first. Each row is keyed by the person's
 * e-mail, dated at midnight UTC of the day, and owned by their manager when they have one (who answers if it is sampled).
 */
export async function peoplePopulation(
  db: DbOrTx,
  accountId: string,
  input: { kind: "new_hires" | "terminations"; from: Date; toExclusive: Date; maxRows: number },
): Promise<PeoplePopulationRow[]> {
  const day = input.kind === "new_hires" ? people.startDate : people.endDate;
  const rows = await db
    .select({
      email: people.email,
      name: people.name,
      title: people.title,
      department: people.department,
      employmentType: people.employmentType,
      day,
      managerEmail: managers.email,
    })
    .from(people)
    .leftJoin(managers, eq(managers.id, people.managerId))
    .where(
      and(
        eq(people.accountId, accountId),
        input.kind === "terminations" ? eq(people.status, "former") : undefined,
        gte(day, input.from.toISOString().slice(0, 10)),
        lt(day, input.toExclusive.toISOString().slice(0, 10)),
      ),
    )
    .orderBy(asc(day), asc(people.email))
    .limit(input.maxRows + 1);
  return rows.map((r) => ({
    key: r.email,
    occurred_at: `${r.day}T00:00:00.000Z`,
    owner_email: r.managerEmail,
    data: { name: r.name, title: r.title ?? "", department: r.department ?? "", employment_type: r.employmentType },
  }));
}

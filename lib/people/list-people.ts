import { and, asc, eq, ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { people } from "@/db/people";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ascendingTextAfter, toPage, type Page } from "@/lib/pagination";
import { selectPeople } from "./internal/person-rows";
import { toPerson } from "./internal/serialize";
import type { ListPeopleQuery, PersonJson } from "./schemas";
import { containsPattern } from "@/lib/text-search";

/** The columns a higher domain's filter may name (policy gaps: lib/policy-acceptance), so it never imports the table. */
export interface PersonColumns {
  id: AnyColumn;
  department: AnyColumn;
  status: AnyColumn;
}

/**
 * The account's people by name (then id), filtered by status, department (case-insensitive) and a search over name,
 * e-mail and title. `where` lets a domain above add a condition of its own over the person's columns (the policy gap
 * filters) without reading this domain's table.
 */
export async function listPeople(ctx: Ctx, query: ListPeopleQuery, where?: (p: PersonColumns) => SQL | undefined): Promise<Page<PersonJson>> {
  const { accountId } = requireRole(ctx, "viewer");
  const p = people;
  const rows = await selectPeople(ctx.db)
    .where(
      and(
        eq(p.accountId, accountId),
        query.status ? eq(p.status, query.status) : undefined,
        query.department ? sql`lower(${p.department}) = lower(${query.department})` : undefined,
        query.q ? or(ilike(p.name, containsPattern(query.q)), ilike(p.email, containsPattern(query.q)), ilike(p.title, containsPattern(query.q))) : undefined,
        where?.({ id: p.id, department: p.department, status: p.status }),
        ascendingTextAfter(p.name, p.id, query.cursor),
      ),
    )
    .orderBy(asc(p.name), asc(p.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (r) => [r.person.name, r.person.id], toPerson);
}

import { and, eq, not, or, sql, type SQL } from "drizzle-orm";
import { policyAcceptances } from "@/db/policy-acceptance";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { listPeople, type PersonColumns } from "@/lib/people";
import type { Page } from "@/lib/pagination";
import { personPolicies } from "./internal/person-policies";
import { loadPolicyState, type RequirementState } from "./internal/state";
import type { ListPeopleWithPoliciesQuery, PersonWithPoliciesJson } from "./schemas";

/** In SQL: the requirement asks this person (active, in its audience). */
function askedBy(r: RequirementState, p: PersonColumns): SQL {
  const audience =
    r.row.audience === "everyone"
      ? sql`true`
      : sql`lower(trim(coalesce(${p.department}, ''))) in (${sql.join(
          r.row.departments.map((d) => sql`${d.trim().toLowerCase()}`),
          sql`, `,
        )})`;
  return and(eq(p.status, "active"), audience)!;
}

/** In SQL: asked by this requirement and not yet accepted its current version. */
function pendingOn(r: RequirementState, p: PersonColumns): SQL {
  const a = policyAcceptances;
  return and(askedBy(r, p), sql`not exists (select 1 from ${a} where ${a.personId} = ${p.id} and ${a.documentVersionId} = ${r.version!.versionId})`)!;
}

/**
 * The people list (lib/people) with each person's policies, and the gap filter `policies` (docs/api.md "Policy
 * acceptance"): `pending` keeps the people with a current version not yet accepted, `complete` those asked who
 * accepted everything, `none` those no policy asks. The filter is SQL over the person's columns, handed to the people
 * domain, so paging stays exact.
 */
export async function listPeopleWithPolicies(ctx: Ctx, query: ListPeopleWithPoliciesQuery): Promise<Page<PersonWithPoliciesJson>> {
  const { accountId } = requireRole(ctx, "viewer");
  const state = await loadPolicyState(ctx.db, accountId);
  const live = state.requirements.filter((r) => r.version);
  const filter = (p: PersonColumns): SQL | undefined => {
    if (!query.policies) return undefined;
    const pending = live.length === 0 ? sql`false` : or(...live.map((r) => pendingOn(r, p)))!;
    const asked = live.length === 0 ? sql`false` : or(...live.map((r) => askedBy(r, p)))!;
    if (query.policies === "pending") return pending;
    if (query.policies === "complete") return and(asked, not(pending));
    return not(asked);
  };
  const { policies: _, ...peopleQuery } = query;
  const page = await listPeople(ctx, peopleQuery, filter);
  return { ...page, items: page.items.map((person) => ({ ...person, policies: personPolicies(state, person) })) };
}

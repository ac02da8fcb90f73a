import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { getPerson } from "@/lib/people";
import { personPolicies } from "./internal/person-policies";
import { loadPolicyState } from "./internal/state";
import type { PersonPoliciesJson } from "./schemas";

/** One person's policies: each asked of them now, with when they accepted the current version (another account's person is 404). */
export async function getPersonPolicies(ctx: Ctx, personId: string): Promise<PersonPoliciesJson> {
  const { accountId } = requireRole(ctx, "viewer");
  const person = await getPerson(ctx, personId);
  return personPolicies(await loadPolicyState(ctx.db, accountId), person);
}

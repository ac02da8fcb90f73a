import type { PersonJson } from "@/lib/people";
import type { PersonPoliciesJson } from "../schemas";
import { asks, titleOf, versionRef, type PolicyState } from "./state";

/** Where one person stands on the policies asked of them now, from the loaded state. */
export function personPolicies(state: PolicyState, person: Pick<PersonJson, "id" | "department" | "status">): PersonPoliciesJson {
  const items = state.requirements
    .filter((r) => r.version && asks(r.row, person))
    .map((r) => ({
      documentId: r.row.documentId,
      documentTitle: titleOf(r),
      version: versionRef(r.version!),
      acceptedAt: r.acceptedBy.get(person.id)?.toISOString() ?? null,
    }));
  const accepted = items.filter((i) => i.acceptedAt !== null).length;
  return { state: items.length === 0 ? "none" : accepted === items.length ? "complete" : "pending", required: items.length, accepted, items };
}

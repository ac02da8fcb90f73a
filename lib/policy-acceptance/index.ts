// The policy-acceptance domain's public surface (docs/DEVELOPING.md "Domains"): which approved documents people must
// accept, the immutable acceptance records, coverage, and the readiness facts monitoring weighs.
import "server-only";
export { createRequirement } from "./create-requirement";
export { deleteRequirement } from "./delete-requirement";
export { exportAcceptances } from "./export-acceptances";
export { getCoverage } from "./get-coverage";
export { getPersonPolicies } from "./get-person-policies";
export { policyAcceptanceOutcomes, type PolicyAcceptanceOutcome } from "./internal/readiness-facts";
export { listAcceptances } from "./list-acceptances";
export { listPeopleWithPolicies } from "./list-people-with-policies";
export { listRequirements } from "./list-requirements";
export { recordAcceptance, type AcceptanceOrigin } from "./record-acceptance";
export type { AcceptanceJson, CoverageJson, PersonPoliciesJson, PersonWithPoliciesJson, RequirementJson } from "./schemas";
export { updateRequirement } from "./update-requirement";

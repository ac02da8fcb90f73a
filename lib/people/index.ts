// The people domain's public surface (docs/DEVELOPING.md "Domains"): the workforce, whether or not they sign in, with
// their joiners and leavers. Policy acceptance (lib/policy-acceptance) and, later, training, checklists and access
// reviews attach to a person's id.
import "server-only";
export { createPerson } from "./create-person";
export { deletePerson } from "./delete-person";
export { getPerson } from "./get-person";
export { importPeople } from "./import-people";
export { activePeople, peopleByIds, personOfMember } from "./internal/people-facts";
export type { PersonFact } from "./internal/people-facts";
export { listPeople, type PersonColumns } from "./list-people";
export { peoplePopulation } from "./internal/population";
export type { ImportReportJson, PersonDetailJson, PersonEventJson, PersonJson } from "./schemas";
export { updatePerson } from "./update-person";

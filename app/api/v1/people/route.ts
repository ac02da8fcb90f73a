import { handle } from "@/lib/http/handle";
import { createPersonRoute, listPeopleRoute } from "@/lib/api/people";
import { createPerson } from "@/lib/people";
import { listPeopleWithPolicies } from "@/lib/policy-acceptance";

export const GET = handle(listPeopleRoute, (ctx, { query }) => listPeopleWithPolicies(ctx, query));
export const POST = handle(createPersonRoute, (ctx, { body }) => createPerson(ctx, body));

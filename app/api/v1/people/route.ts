import { handle } from "@/lib/http/handle";
import { createPersonRoute, listPeopleRoute } from "@/lib/api/people";
import { createPerson, listPeople } from "@/lib/people";

export const GET = handle(listPeopleRoute, (ctx, { query }) => listPeople(ctx, query));
export const POST = handle(createPersonRoute, (ctx, { body }) => createPerson(ctx, body));

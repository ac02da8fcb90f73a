import { handle } from "@/lib/http/handle";
import { deletePersonRoute, getPersonRoute, updatePersonRoute } from "@/lib/api/people";
import { deletePerson, getPerson, updatePerson } from "@/lib/people";

export const GET = handle(getPersonRoute, (ctx, { params }) => getPerson(ctx, params.id));
export const PATCH = handle(updatePersonRoute, (ctx, { params, body }) => updatePerson(ctx, params.id, body));
export const DELETE = handle(deletePersonRoute, (ctx, { params }) => deletePerson(ctx, params.id));

import { handle } from "@/lib/http/handle";
import { importPeopleRoute } from "@/lib/api/people";
import { importPeople } from "@/lib/people";

export const POST = handle(importPeopleRoute, (ctx, { body }) => importPeople(ctx, body));

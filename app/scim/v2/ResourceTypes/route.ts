import { resourceTypesRoute } from "@/lib/api/scim";
import { listResourceTypes } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const GET = handle(resourceTypesRoute, (ctx) => listResourceTypes(ctx));

import { listGroupMappingsRoute } from "@/lib/api/scim";
import { listGroupMappings } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const GET = handle(listGroupMappingsRoute, (ctx, { query }) => listGroupMappings(ctx, query));

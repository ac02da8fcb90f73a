import { listMappings, listMappingsRoute } from "@/lib/frameworks";
import { handle } from "@/lib/http/handle";

export const GET = handle(listMappingsRoute, async (_ctx, { params, query }) => listMappings(params.id, query));

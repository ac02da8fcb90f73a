import { listMappingsRoute } from "@/lib/api/frameworks";
import { listMappings } from "@/lib/frameworks";
import { handle } from "@/lib/http/handle";

export const GET = handle(listMappingsRoute, async (_ctx, { params, query }) => listMappings(params.id, query));

import { listControlMappingsRoute } from "@/lib/api/frameworks";
import { listControlMappings } from "@/lib/frameworks";
import { handle } from "@/lib/http/handle";

export const GET = handle(listControlMappingsRoute, async (_ctx, { params, query }) => listControlMappings(params.id, params.controlId, query));

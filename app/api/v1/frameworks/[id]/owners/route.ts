import { handle } from "@/lib/http/handle";
import { listControlOwnersRoute } from "@/lib/api/work";
import { listControlOwners } from "@/lib/work";

export const GET = handle(listControlOwnersRoute, (ctx, { params, query }) => listControlOwners(ctx, params.id, query));

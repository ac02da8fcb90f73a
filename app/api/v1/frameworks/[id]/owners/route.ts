import { handle } from "@/lib/http/handle";
import { listControlOwners, listControlOwnersRoute } from "@/lib/work";

export const GET = handle(listControlOwnersRoute, (ctx, { params, query }) => listControlOwners(ctx, params.id, query));

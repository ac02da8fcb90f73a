import { handle } from "@/lib/http/handle";
import { listControlOwnersRoute } from "@/lib/api/work";
import { listControlOwners } from "@/lib/ownership";

export const GET = handle(listControlOwnersRoute, (ctx, { params, query }) => listControlOwners(ctx, params.id, query));

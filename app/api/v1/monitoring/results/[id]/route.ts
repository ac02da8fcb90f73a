import { handle } from "@/lib/http/handle";
import { getResult, getResultRoute } from "@/lib/monitoring";

export const GET = handle(getResultRoute, (ctx, { params }) => getResult(ctx, params.id));

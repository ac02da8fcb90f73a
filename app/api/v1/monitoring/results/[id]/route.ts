import { handle } from "@/lib/http/handle";
import { getResultRoute } from "@/lib/api/monitoring";
import { getResult } from "@/lib/monitoring";

export const GET = handle(getResultRoute, (ctx, { params }) => getResult(ctx, params.id));

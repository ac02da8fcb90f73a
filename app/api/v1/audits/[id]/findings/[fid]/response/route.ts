import { handle } from "@/lib/http/handle";
import { setFindingResponseRoute } from "@/lib/api/audits";
import { setFindingResponse } from "@/lib/audits";

export const PUT = handle(setFindingResponseRoute, (ctx, { params, body }) => setFindingResponse(ctx, params.id, params.fid, body));

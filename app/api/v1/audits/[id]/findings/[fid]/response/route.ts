import { handle } from "@/lib/http/handle";
import { setFindingResponse, setFindingResponseRoute } from "@/lib/audits";

export const PUT = handle(setFindingResponseRoute, (ctx, { params, body }) => setFindingResponse(ctx, params.id, params.fid, body));

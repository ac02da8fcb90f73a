import { handle } from "@/lib/http/handle";
import { recordSampleResult, recordSampleResultRoute } from "@/lib/audits";

export const PUT = handle(recordSampleResultRoute, (ctx, { params, body }) => recordSampleResult(ctx, params.sid, params.position, body));

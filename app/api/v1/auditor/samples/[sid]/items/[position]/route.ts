import { handle } from "@/lib/http/handle";
import { recordSampleResultRoute } from "@/lib/api/audits";
import { recordSampleResult } from "@/lib/audits";

export const PUT = handle(recordSampleResultRoute, (ctx, { params, body }) => recordSampleResult(ctx, params.sid, params.position, body));

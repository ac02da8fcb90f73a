import { handle } from "@/lib/http/handle";
import { getAuditorSample, getAuditorSampleRoute } from "@/lib/audits";

export const GET = handle(getAuditorSampleRoute, (ctx, { params }) => getAuditorSample(ctx, params.sid));

import { handle } from "@/lib/http/handle";
import { getAuditorSampleRoute } from "@/lib/api/audits";
import { getAuditorSample } from "@/lib/audits";

export const GET = handle(getAuditorSampleRoute, (ctx, { params }) => getAuditorSample(ctx, params.sid));

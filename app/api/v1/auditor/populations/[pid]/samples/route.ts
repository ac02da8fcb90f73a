import { handle } from "@/lib/http/handle";
import { createSampleRoute } from "@/lib/api/audits";
import { createSample } from "@/lib/audits";

export const POST = handle(createSampleRoute, (ctx, { params, body }) => createSample(ctx, params.pid, body));

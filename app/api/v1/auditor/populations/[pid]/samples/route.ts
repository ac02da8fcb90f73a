import { handle } from "@/lib/http/handle";
import { createSample, createSampleRoute } from "@/lib/audits";

export const POST = handle(createSampleRoute, (ctx, { params, body }) => createSample(ctx, params.pid, body));

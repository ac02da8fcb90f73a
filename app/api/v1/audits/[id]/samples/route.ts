import { handle } from "@/lib/http/handle";
import { listSamplesRoute } from "@/lib/api/audits";
import { listSamples } from "@/lib/audits";

export const GET = handle(listSamplesRoute, (ctx, { params, query }) => listSamples(ctx, params.id, query, query));

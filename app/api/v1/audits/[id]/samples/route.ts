import { handle } from "@/lib/http/handle";
import { listSamples, listSamplesRoute } from "@/lib/audits";

export const GET = handle(listSamplesRoute, (ctx, { params, query }) => listSamples(ctx, params.id, query, query));

import { handle } from "@/lib/http/handle";
import { listAuditorSamples, listAuditorSamplesRoute } from "@/lib/audits";

export const GET = handle(listAuditorSamplesRoute, (ctx, { query }) => listAuditorSamples(ctx, query, query));

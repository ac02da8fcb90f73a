import { handle } from "@/lib/http/handle";
import { listAuditorSamplesRoute } from "@/lib/api/audits";
import { listAuditorSamples } from "@/lib/audits";

export const GET = handle(listAuditorSamplesRoute, (ctx, { query }) => listAuditorSamples(ctx, query, query));

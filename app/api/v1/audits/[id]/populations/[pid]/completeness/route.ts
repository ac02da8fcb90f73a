import { handle } from "@/lib/http/handle";
import { assertCompletenessRoute } from "@/lib/api/audits";
import { assertPopulationCompleteness } from "@/lib/audits";

export const POST = handle(assertCompletenessRoute, (ctx, { params, body }) => assertPopulationCompleteness(ctx, params.id, params.pid, body));

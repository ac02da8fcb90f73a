import { handle } from "@/lib/http/handle";
import { listAuditorControls, auditorControlsRoute } from "@/lib/audits";

export const GET = handle(auditorControlsRoute, (ctx, { query }) => listAuditorControls(ctx, query, query));

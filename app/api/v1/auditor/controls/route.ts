import { handle } from "@/lib/http/handle";
import { auditorControlsRoute } from "@/lib/api/audits";
import { listAuditorControls } from "@/lib/audits";

export const GET = handle(auditorControlsRoute, (ctx, { query }) => listAuditorControls(ctx, query, query));

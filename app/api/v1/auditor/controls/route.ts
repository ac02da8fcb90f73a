import { handle } from "@/lib/http/handle";
import { listAuditorControls } from "@/lib/auditor/list-controls";
import { auditorControlsRoute } from "@/lib/auditor/routes";

export const GET = handle(auditorControlsRoute, (ctx, { query }) => listAuditorControls(ctx, query, query));

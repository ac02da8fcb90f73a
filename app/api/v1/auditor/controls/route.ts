import { handle } from "@/lib/http/handle";
import { listAuditorControls } from "@/lib/audits/auditor/list-controls";
import { auditorControlsRoute } from "@/lib/audits/auditor/routes";

export const GET = handle(auditorControlsRoute, (ctx, { query }) => listAuditorControls(ctx, query, query));

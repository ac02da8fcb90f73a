import { handle } from "@/lib/http/handle";
import { exportControlsRoute } from "@/lib/api/audits";
import { exportAuditCsv } from "@/lib/audits";

export const GET = handle(exportControlsRoute, (ctx, { params }) => exportAuditCsv(ctx, params.id, "controls"));

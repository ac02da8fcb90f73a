import { handle } from "@/lib/http/handle";
import { exportFindingsRoute } from "@/lib/api/audits";
import { exportAuditCsv } from "@/lib/audits";

export const GET = handle(exportFindingsRoute, (ctx, { params }) => exportAuditCsv(ctx, params.id, "findings"));

import { handle } from "@/lib/http/handle";
import { exportEvidenceRoute } from "@/lib/api/audits";
import { exportAuditCsv } from "@/lib/audits";

export const GET = handle(exportEvidenceRoute, (ctx, { params }) => exportAuditCsv(ctx, params.id, "evidence"));

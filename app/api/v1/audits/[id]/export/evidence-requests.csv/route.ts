import { handle } from "@/lib/http/handle";
import { exportEvidenceRequestsRoute } from "@/lib/api/audits";
import { exportAuditCsv } from "@/lib/audits";

export const GET = handle(exportEvidenceRequestsRoute, (ctx, { params }) => exportAuditCsv(ctx, params.id, "evidence-requests"));

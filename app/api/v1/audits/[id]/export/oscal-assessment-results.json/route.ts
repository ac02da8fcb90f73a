import { handle } from "@/lib/http/handle";
import { exportOscalAssessmentResultsRoute } from "@/lib/api/audits";
import { exportAuditAssessmentResults } from "@/lib/audits";

export const GET = handle(exportOscalAssessmentResultsRoute, (ctx, { params }) => exportAuditAssessmentResults(ctx, params.id));

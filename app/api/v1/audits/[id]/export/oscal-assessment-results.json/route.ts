import { handle } from "@/lib/http/handle";
import { exportAuditAssessmentResults, exportOscalAssessmentResultsRoute } from "@/lib/audits";

export const GET = handle(exportOscalAssessmentResultsRoute, (ctx, { params }) => exportAuditAssessmentResults(ctx, params.id));

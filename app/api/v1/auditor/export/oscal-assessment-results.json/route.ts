import { handle } from "@/lib/http/handle";
import { exportAuditorAssessmentResults, exportAuditorAssessmentResultsRoute } from "@/lib/audits";

export const GET = handle(exportAuditorAssessmentResultsRoute, (ctx) => exportAuditorAssessmentResults(ctx));

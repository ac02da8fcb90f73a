import { handle } from "@/lib/http/handle";
import { exportAuditorAssessmentResultsRoute } from "@/lib/api/audits";
import { exportAuditorAssessmentResults } from "@/lib/audits";

export const GET = handle(exportAuditorAssessmentResultsRoute, (ctx) => exportAuditorAssessmentResults(ctx));

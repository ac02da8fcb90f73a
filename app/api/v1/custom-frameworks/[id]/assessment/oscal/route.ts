import { exportAssessmentResultsRoute } from "@/lib/api/custom-frameworks";
import { exportAssessmentResults } from "@/lib/custom-assessments";
import { handle } from "@/lib/http/handle";

export const GET = handle(exportAssessmentResultsRoute, (ctx, { params }) => exportAssessmentResults(ctx, params.id));

import { latestAssessmentRoute } from "@/lib/api/custom-frameworks";
import { getLatestAssessment } from "@/lib/custom-assessments";
import { handle } from "@/lib/http/handle";

export const GET = handle(latestAssessmentRoute, (ctx, { params }) => getLatestAssessment(ctx, params.id));

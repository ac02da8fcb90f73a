import { getLatestAssessment } from "@/lib/custom-frameworks/get-latest-assessment";
import { latestAssessmentRoute } from "@/lib/custom-frameworks/routes";
import { handle } from "@/lib/http/handle";

export const GET = handle(latestAssessmentRoute, (ctx, { params }) => getLatestAssessment(ctx, params.id));

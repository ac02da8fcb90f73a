import { getLatestAssessment, latestAssessmentRoute } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const GET = handle(latestAssessmentRoute, (ctx, { params }) => getLatestAssessment(ctx, params.id));

import { getRiskAssessmentRoute } from "@/lib/api/risks";
import { handle } from "@/lib/http/handle";
import { getRiskAssessment } from "@/lib/risks";

export const GET = handle(getRiskAssessmentRoute, (ctx, { params }) => getRiskAssessment(ctx, params.id));

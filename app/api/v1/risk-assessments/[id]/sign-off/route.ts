import { signRiskAssessmentRoute } from "@/lib/api/risks";
import { handle } from "@/lib/http/handle";
import { signRiskAssessment } from "@/lib/risks";

export const POST = handle(signRiskAssessmentRoute, (ctx, { params, body }) => signRiskAssessment(ctx, params.id, body));

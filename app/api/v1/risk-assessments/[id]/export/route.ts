import { exportRiskAssessmentRoute } from "@/lib/api/risks";
import { handle } from "@/lib/http/handle";
import { exportRiskAssessment } from "@/lib/risks";

export const GET = handle(exportRiskAssessmentRoute, (ctx, { params }) => exportRiskAssessment(ctx, params.id));

import { createRiskAssessmentRoute, listRiskAssessmentsRoute } from "@/lib/api/risks";
import { handle } from "@/lib/http/handle";
import { createRiskAssessment, listRiskAssessments } from "@/lib/risks";

export const POST = handle(createRiskAssessmentRoute, (ctx, { body }) => createRiskAssessment(ctx, body));
export const GET = handle(listRiskAssessmentsRoute, (ctx, { query }) => listRiskAssessments(ctx, query));

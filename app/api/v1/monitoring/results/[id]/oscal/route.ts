import { handle } from "@/lib/http/handle";
import { exportResultAssessmentResults, exportResultOscalRoute } from "@/lib/monitoring";

export const GET = handle(exportResultOscalRoute, (ctx, { params }) => exportResultAssessmentResults(ctx, params.id));

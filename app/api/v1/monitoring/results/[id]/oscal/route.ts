import { handle } from "@/lib/http/handle";
import { exportResultOscalRoute } from "@/lib/api/monitoring";
import { exportResultAssessmentResults } from "@/lib/monitoring";

export const GET = handle(exportResultOscalRoute, (ctx, { params }) => exportResultAssessmentResults(ctx, params.id));

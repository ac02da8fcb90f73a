import { handle } from "@/lib/http/handle";
import { setIncidentReviewRoute } from "@/lib/api/incidents";
import { setIncidentReview } from "@/lib/incidents";

export const PUT = handle(setIncidentReviewRoute, (ctx, { params, body }) => setIncidentReview(ctx, params.id, body));

import { listSuggestionFeedbackRoute, recordSuggestionFeedbackRoute } from "@/lib/api/custom-frameworks";
import { listSuggestionFeedback, recordSuggestionFeedback } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const POST = handle(recordSuggestionFeedbackRoute, (ctx, { body }) => recordSuggestionFeedback(ctx, body));
export const GET = handle(listSuggestionFeedbackRoute, (ctx, { query }) => listSuggestionFeedback(ctx, query, { decision: query.decision }));

import type { z } from "zod";
import { mappingSuggestionFeedback } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { getBuiltinControl } from "@/lib/frameworks";
import { requireCustomFrameworks } from "./internal/access";
import { feedbackQueryText } from "./internal/suggest/model";
import { toSuggestionFeedback } from "./internal/suggestion-feedback";
import type { SuggestionFeedback } from "./schemas";
import type { suggestionFeedbackSchema } from "./schemas";

export type SuggestionFeedbackInput = z.output<typeof suggestionFeedbackSchema>;

/**
 * Records a member accepting or rejecting one suggested mapping for a control text. The account's later
 * suggestions for a similar text rank an accepted control higher and a rejected one lower (suggest-mappings.ts);
 * other accounts are not affected.
 */
export async function recordSuggestionFeedback(ctx: Ctx, input: SuggestionFeedbackInput): Promise<SuggestionFeedback> {
  const accountId = await requireCustomFrameworks(ctx);
  // the route's schema checks this too; pages and other callers reach the service without it
  if (!getBuiltinControl(input.framework, input.controlId)) {
    throw ServiceError.validation([{ path: "controlId", message: `Framework "${input.framework}" has no control "${input.controlId}".` }]);
  }
  const decidedBy = ctx.caller.kind === "customer" ? ctx.caller.userId : null;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mappingSuggestionFeedback)
      .values({
        accountId,
        queryText: feedbackQueryText(input),
        framework: input.framework,
        controlId: input.controlId,
        decision: input.decision,
        confidence: input.confidence ?? null,
        modelVersion: input.modelVersion ?? null,
        decidedBy,
        createdAt: ctx.now(),
      })
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: `mapping_suggestion.${input.decision}`,
      targetType: "mapping_suggestion_feedback",
      targetId: row.id,
      details: { framework: row.framework, controlId: row.controlId, confidence: row.confidence, modelVersion: row.modelVersion },
    });
    return toSuggestionFeedback(row);
  });
}

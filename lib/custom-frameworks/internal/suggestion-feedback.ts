import { desc, eq } from "drizzle-orm";
import { mappingSuggestionFeedback } from "@/db/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import type { SuggestionFeedback } from "../schemas";
import type { FeedbackEntry } from "./suggest/model";

/**
 * How many of an account's latest decisions re-rank its suggestions: enough to remember a framework's worth of
 * work, few enough that reading and comparing them stays far inside a suggestion's time budget.
 */
export const FEEDBACK_WINDOW = 500;

/** The account's newest decisions, newest first: one query on (account_id, created_at, id). */
export async function recentFeedback(db: DbOrTx, accountId: string, limit = FEEDBACK_WINDOW): Promise<FeedbackEntry[]> {
  const t = mappingSuggestionFeedback;
  return db
    .select({ queryText: t.queryText, framework: t.framework, controlId: t.controlId, decision: t.decision })
    .from(t)
    .where(eq(t.accountId, accountId))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
}

export function toSuggestionFeedback(row: typeof mappingSuggestionFeedback.$inferSelect): SuggestionFeedback {
  return {
    id: row.id,
    queryText: row.queryText,
    framework: row.framework,
    controlId: row.controlId,
    decision: row.decision,
    confidence: row.confidence,
    modelVersion: row.modelVersion,
    decidedBy: row.decidedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

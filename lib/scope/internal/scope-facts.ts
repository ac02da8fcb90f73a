import { and, eq } from "drizzle-orm";
import { controlScopeDecisions } from "@/db/scope";
import type { DbOrTx } from "@/lib/db/client";

/** A scope decision on a control, as the readiness model weighs it: one decided not applicable is out of the score, with its justification as reason. */
export interface ScopeDecisionFact {
  controlId: string;
  applicable: boolean;
  justification: string;
}

/**
 * The account's scope decisions on one framework's controls, as the readiness model weighs them: one query. Scope ranks
 * below every domain that gathers readiness facts (monitoring, custom-framework assessments), which ask it here.
 */
export async function scopeDecisionFacts(db: DbOrTx, accountId: string, frameworkId: string): Promise<ScopeDecisionFact[]> {
  const d = controlScopeDecisions;
  return db
    .select({ controlId: d.controlId, applicable: d.applicable, justification: d.justification })
    .from(d)
    .where(and(eq(d.accountId, accountId), eq(d.frameworkId, frameworkId)));
}

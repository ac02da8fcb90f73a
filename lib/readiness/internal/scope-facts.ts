import { and, eq } from "drizzle-orm";
import { controlScopeDecisions } from "@/db/scope";
import type { DbOrTx } from "@/lib/db/client";
import type { ScopeDecisionFact } from "./types";

/**
 * The account's scope decisions on one framework's controls, as the model weighs them: one query. The decisions are
 * written by lib/scope, which sits above every domain that gathers readiness facts (monitoring, custom-framework
 * assessments), so the read lives here, below them all.
 */
export async function scopeDecisionFacts(db: DbOrTx, accountId: string, frameworkId: string): Promise<ScopeDecisionFact[]> {
  const d = controlScopeDecisions;
  return db
    .select({ controlId: d.controlId, applicable: d.applicable, justification: d.justification })
    .from(d)
    .where(and(eq(d.accountId, accountId), eq(d.frameworkId, frameworkId)));
}

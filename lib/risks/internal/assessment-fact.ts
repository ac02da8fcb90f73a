import { and, desc, eq, sql } from "drizzle-orm";
import { riskAssessments, risks, riskTasks } from "@/db/risks";
import type { DbOrTx } from "@/lib/db/client";

/**
 * What the readiness model weighs for the risk-assessment controls (docs/api.md "Readiness"): the newest signed
 * assessment, the newest draft, and how many open risks have their treatment under way (treating or accepted, or with
 * tasks). Risks ranks below every domain that gathers readiness facts (monitoring), which asks it here.
 */
export interface RiskAssessmentFact {
  signed: { id: string; title: string; assessedOn: string; signedAt: string; risks: number } | null;
  draft: { id: string; title: string; assessedOn: string } | null;
  register: { open: number; treated: number };
}

/** Three small queries on the account's own indexes. */
export async function riskAssessmentFact(db: DbOrTx, accountId: string): Promise<RiskAssessmentFact> {
  const a = riskAssessments;
  const outer = sql.raw(`"risks"."id"`);
  const [[signed], [draft], [register]] = await Promise.all([
    db
      .select({ id: a.id, title: a.title, assessedOn: a.assessedOn, signedAt: a.signedAt, risks: sql<number>`jsonb_array_length(${a.risks})` })
      .from(a)
      .where(and(eq(a.accountId, accountId), eq(a.status, "signed")))
      .orderBy(desc(a.signedAt), desc(a.id))
      .limit(1),
    db
      .select({ id: a.id, title: a.title, assessedOn: a.assessedOn })
      .from(a)
      .where(and(eq(a.accountId, accountId), eq(a.status, "draft")))
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(1),
    db
      .select({
        open: sql<number>`count(*) filter (where ${risks.status} <> 'closed')::int`,
        treated: sql<number>`count(*) filter (where ${risks.status} in ('treating', 'accepted') or (${risks.status} <> 'closed' and exists
          (select 1 from ${riskTasks} where ${riskTasks.riskId} = ${outer})))::int`,
      })
      .from(risks)
      .where(eq(risks.accountId, accountId)),
  ]);
  return {
    signed: signed ? { ...signed, signedAt: signed.signedAt!.toISOString(), risks: Number(signed.risks) } : null,
    draft: draft ?? null,
    register: { open: Number(register?.open ?? 0), treated: Number(register?.treated ?? 0) },
  };
}

import { sql } from "drizzle-orm";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { auditSampleItems, auditSamples } from "@/db/audit-populations";
import { auditControls, auditFindings } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import type { OpenWorkJson } from "../schemas";

/**
 * What is still open in the audit (docs/api.md §8), in one statement: the controls in scope still pending, the
 * sampled items not yet tested, the evidence requests not accepted and the findings not resolved or accepted. The
 * completion check shows it before completing; completion states it in its answer and its activity entry.
 */
export async function openWorkOf(db: DbOrTx, auditId: string): Promise<OpenWorkJson> {
  const n = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`;
  const [row] = await db
    .select({
      pendingControls: n(
        sql`select count(*) from ${auditControls} where ${auditControls.auditId} = ${auditId} and ${auditControls.status} = 'pending'
          and ${auditControls.inScope}`,
      ),
      pendingSampleItems: n(
        sql`select count(*) from ${auditSampleItems} inner join ${auditSamples} on ${auditSamples.id} = ${auditSampleItems.sampleId}
          where ${auditSamples.auditId} = ${auditId} and ${auditSampleItems.result} = 'pending'`,
      ),
      openEvidenceRequests: n(
        sql`select count(*) from ${auditEvidenceRequests} where ${auditEvidenceRequests.auditId} = ${auditId}
          and ${auditEvidenceRequests.status} <> 'accepted'`,
      ),
      openFindings: n(
        sql`select count(*) from ${auditFindings} where ${auditFindings.auditId} = ${auditId} and ${auditFindings.status} in ('open', 'in_progress')`,
      ),
    })
    .from(sql`(select 1) as one`);
  return {
    pending_controls: Number(row.pendingControls),
    pending_sample_items: Number(row.pendingSampleItems),
    open_evidence_requests: Number(row.openEvidenceRequests),
    open_findings: Number(row.openFindings),
  };
}

/** What completion left open, in words for its notice: "37 controls recorded as not tested, 5 sample items not yet tested, …"; null for nothing. */
export function openWorkText(open: OpenWorkJson): string | null {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const parts = [
    open.pending_controls && plural(open.pending_controls, "control recorded as not tested", "controls recorded as not tested"),
    open.pending_sample_items && plural(open.pending_sample_items, "sample item not yet tested", "sample items not yet tested"),
    open.open_evidence_requests && plural(open.open_evidence_requests, "open evidence request", "open evidence requests"),
    open.open_findings && plural(open.open_findings, "unresolved finding", "unresolved findings"),
  ].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(", ") : null;
}

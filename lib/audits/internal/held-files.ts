import { and, eq, inArray, sql } from "drizzle-orm";
import { auditEvidenceCitations, auditEvidenceSubmissions, auditRequestComments } from "@/db/audit-evidence-requests";
import { audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";

/**
 * Of these files of the account, the ones its audits still hold, whose bytes must outlive the evidence that carried
 * them: what a completed audit cites or was submitted (its package and report name them), and any file attached to a
 * request's conversation. Passed to `deleteEvidence` (lib/evidence), which deletes the other files' bytes.
 */
export async function filesHeldByAudits(db: DbOrTx, accountId: string, fileIds: string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const complete = and(eq(audits.accountId, accountId), eq(audits.status, "complete"));
  const c = auditEvidenceCitations;
  const s = auditEvidenceSubmissions;
  const m = auditRequestComments;
  const rows = await db
    .select({ fileId: sql<string | null>`${c.fileId}` })
    .from(c)
    .innerJoin(audits, eq(audits.id, c.auditId))
    .where(and(complete, inArray(c.fileId, fileIds)))
    .union(
      db
        .select({ fileId: s.fileId })
        .from(s)
        .innerJoin(audits, eq(audits.id, s.auditId))
        .where(and(complete, inArray(s.fileId, fileIds))),
    )
    .union(
      db
        .select({ fileId: m.fileId })
        .from(m)
        .innerJoin(audits, eq(audits.id, m.auditId))
        .where(and(eq(audits.accountId, accountId), inArray(m.fileId, fileIds))),
    );
  return new Set(rows.flatMap((r) => (r.fileId ? [r.fileId] : [])));
}

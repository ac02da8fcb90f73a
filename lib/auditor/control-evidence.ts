import type { audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import type { PageRequest } from "@/lib/pagination";
import { countEvidenceByControl as countByControl, pageEvidenceForControl } from "@/lib/evidence/audit-evidence";

type AuditRow = typeof audits.$inferSelect;

/** Evidence counts of the audit's controls: items of the audited account linked to the framework's labels. */
export function countEvidenceByControl(db: DbOrTx, audit: AuditRow, controlIds: string[]) {
  return countByControl(db, audit.accountId, audit.frameworkId, controlIds);
}

export async function countControlEvidence(db: DbOrTx, audit: AuditRow, controlId: string): Promise<number> {
  return (await countByControl(db, audit.accountId, audit.frameworkId, [controlId])).get(controlId) ?? 0;
}

/** The evidence of one control as the audit family spells it (snake_case). */
export async function pageControlEvidence(db: DbOrTx, audit: AuditRow, controlId: string, page: PageRequest) {
  const result = await pageEvidenceForControl(db, audit.accountId, audit.frameworkId, controlId, page);
  return {
    pagination: result.pagination,
    items: result.items.map((e) => ({
      id: e.id,
      title: e.title,
      url: e.url,
      description: e.description,
      source: e.source,
      file_id: e.fileId,
      collected_at: e.collectedAt,
      expires_at: e.expiresAt,
      created_at: e.createdAt,
    })),
  };
}

import type { audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import type { PageRequest } from "@/lib/pagination";
import type { ControlEvidenceJson } from "../../schemas";
import { auditWindow } from "../../internal/period";
import { countEvidenceByControl as countByControl, pageEvidenceForControl, type AuditEvidenceScope } from "@/lib/evidence";

type AuditRow = typeof audits.$inferSelect;

/** What the audit's auditor may see is decided by the evidence domain's one rule, for this audit. */
export function evidenceScope(audit: Pick<AuditRow, "id" | "accountId" | "frameworkId">): AuditEvidenceScope {
  return { auditId: audit.id, accountId: audit.accountId, frameworkId: audit.frameworkId };
}

/** Evidence counts of the audit's controls: library evidence on the framework's labels plus this audit's submissions. */
export function countEvidenceByControl(db: DbOrTx, audit: AuditRow, controlIds: string[]) {
  return countByControl(db, evidenceScope(audit), controlIds);
}

export async function countControlEvidence(db: DbOrTx, audit: AuditRow, controlId: string): Promise<number> {
  return (await countByControl(db, evidenceScope(audit), [controlId])).get(controlId) ?? 0;
}

/**
 * The evidence of one control as the audit family spells it (snake_case), marked `in_period` against the audit's
 * period or as-of date (internal/period.ts); only the items in it unless `includeOutOfPeriod`.
 */
export async function pageControlEvidence(db: DbOrTx, audit: AuditRow, controlId: string, page: PageRequest, includeOutOfPeriod = false) {
  const result = await pageEvidenceForControl(db, evidenceScope(audit), controlId, page, { window: auditWindow(audit), includeOutside: includeOutOfPeriod });
  return {
    pagination: result.pagination,
    items: result.items.map((e): ControlEvidenceJson => ({
      id: e.id,
      title: e.title,
      url: e.url,
      description: e.description,
      source: e.source,
      file_id: e.fileId,
      collected_at: e.collectedAt,
      expires_at: e.expiresAt,
      created_at: e.createdAt,
      deleted_at: e.deletedAt,
      effective_from: e.effectiveSpan.from,
      effective_to: e.effectiveSpan.to,
      in_period: e.inPeriod,
    })),
  };
}

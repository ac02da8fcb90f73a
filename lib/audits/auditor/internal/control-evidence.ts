import type { audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import type { PageRequest } from "@/lib/pagination";
import type { ControlEvidenceJson } from "../../schemas";
import { auditWindow } from "../../internal/period";
import { auditBacking, auditEvidenceScope } from "../../internal/control-backing";
import { countEvidenceByControl as countByControl, pageEvidenceForControl } from "@/lib/evidence";

type AuditRow = typeof audits.$inferSelect;

/** How many evidence items and document versions back each control (the auditor's control list and review answer). */
export interface BackingCounts {
  evidence: number;
  documents: number;
}

export async function backingCounts(db: DbOrTx, audit: AuditRow, controlIds: string[]): Promise<Map<string, BackingCounts>> {
  const backing = await auditBacking(db, audit);
  const evidence = await countByControl(db, backing.scope, controlIds);
  return new Map(controlIds.map((id) => [id, { evidence: evidence.get(id) ?? 0, documents: backing.documentsOf(id).length }]));
}

export async function controlBackingCounts(db: DbOrTx, audit: AuditRow, controlId: string): Promise<BackingCounts> {
  return (await backingCounts(db, audit, [controlId])).get(controlId)!;
}

/**
 * The evidence of one control as the audit family spells it (snake_case), marked `in_period` against the audit's
 * period or as-of date (internal/period.ts); only the items in it unless `includeOutOfPeriod`. Which items are the
 * control's is lib/readiness's rule (internal/control-backing.ts); which the audit may see, the evidence domain's.
 */
export async function pageControlEvidence(db: DbOrTx, audit: AuditRow, controlId: string, page: PageRequest, includeOutOfPeriod = false) {
  const scope = await auditEvidenceScope(db, audit);
  const result = await pageEvidenceForControl(db, scope, controlId, page, { window: auditWindow(audit), includeOutside: includeOutOfPeriod });
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

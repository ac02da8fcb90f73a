import { asc, eq } from "drizzle-orm";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { auditControls, auditFindings, type audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import { evidenceOfAudit } from "@/lib/evidence";
import { formatDateTime } from "@/lib/format/date-time";
import { EVIDENCE_SOURCE_LABELS, labelOf } from "@/lib/format/labels";
import {
  AUDIT_CONTROL_STATUS_LABELS,
  EVIDENCE_REQUEST_PRIORITY_LABELS,
  EVIDENCE_REQUEST_STATUS_LABELS,
  FINDING_SEVERITY_LABELS,
  FINDING_STATUS_LABELS,
} from "@/lib/vocabulary";
import { auditEvidenceScope } from "./control-backing";

type AuditRow = typeof audits.$inferSelect;
type Cell = string | null;
export interface ExportTable {
  header: string[];
  rows: Cell[][];
}

/** The exports' kinds, in the order the console offers them (docs/api.md §8). */
export const AUDIT_EXPORTS = ["controls", "findings", "evidence-requests", "evidence"] as const;
export type AuditExport = (typeof AUDIT_EXPORTS)[number];

// Dates as the console shows them, an empty cell for none (a dash would read as a value).
const when = (d: Date | string | null) => (d ? formatDateTime(d) : "");
const yesNo = (v: boolean | null) => (v === null ? "" : v ? "Yes" : "No");

async function controls(db: DbOrTx, audit: AuditRow): Promise<ExportTable> {
  const rows = await db.select().from(auditControls).where(eq(auditControls.auditId, audit.id)).orderBy(asc(auditControls.sortOrder), asc(auditControls.id));
  return {
    header: ["Control", "Title", "Category", "Status", "Evidence sufficient", "Auditor notes", "Reason not tested", "Reviewed"],
    rows: rows.map((c) => [
      c.controlId,
      c.title,
      c.category,
      labelOf(AUDIT_CONTROL_STATUS_LABELS, c.status),
      yesNo(c.evidenceSufficient),
      c.auditorNotes,
      c.notTestedReason,
      // A control recorded as not tested at completion was never reviewed: no review date, as in the report and console.
      c.status === "not_tested" ? "" : when(c.reviewedAt),
    ]),
  };
}

async function findings(db: DbOrTx, audit: AuditRow): Promise<ExportTable> {
  const rows = await db.select().from(auditFindings).where(eq(auditFindings.auditId, audit.id)).orderBy(asc(auditFindings.createdAt), asc(auditFindings.id));
  return {
    header: ["Finding", "Control", "Severity", "Status", "Title", "Description", "Remediation", "Recorded", "Updated"],
    rows: rows.map((f) => [
      f.id,
      f.controlId,
      labelOf(FINDING_SEVERITY_LABELS, f.severity),
      labelOf(FINDING_STATUS_LABELS, f.status),
      f.title,
      f.description,
      f.remediation,
      when(f.createdAt),
      when(f.updatedAt),
    ]),
  };
}

async function evidenceRequests(db: DbOrTx, audit: AuditRow): Promise<ExportTable> {
  const rows = await db
    .select()
    .from(auditEvidenceRequests)
    .where(eq(auditEvidenceRequests.auditId, audit.id))
    .orderBy(asc(auditEvidenceRequests.createdAt), asc(auditEvidenceRequests.id));
  return {
    header: ["Request", "Control", "Priority", "Status", "Description", "Requested", "Responded", "Evidence URL"],
    rows: rows.map((r) => [
      r.id,
      r.controlId,
      labelOf(EVIDENCE_REQUEST_PRIORITY_LABELS, r.priority),
      labelOf(EVIDENCE_REQUEST_STATUS_LABELS, r.status),
      r.description,
      when(r.createdAt),
      when(r.respondedAt),
      r.evidenceFileUrl,
    ]),
  };
}

async function evidence(db: DbOrTx, audit: AuditRow): Promise<ExportTable> {
  const rows = await evidenceOfAudit(db, await auditEvidenceScope(db, audit));
  return {
    header: ["Control", "Evidence", "Title", "Source", "URL", "Description", "Collected", "Expires", "Added", "Deleted"],
    rows: rows.map(({ controlId, evidence: e }) => [
      controlId,
      e.id,
      e.title,
      labelOf(EVIDENCE_SOURCE_LABELS, e.source),
      e.url,
      e.description,
      when(e.collectedAt),
      when(e.expiresAt),
      when(e.createdAt),
      when(e.deletedAt),
    ]),
  };
}

export const EXPORT_TABLES: Record<AuditExport, (db: DbOrTx, audit: AuditRow) => Promise<ExportTable>> = {
  controls,
  findings,
  "evidence-requests": evidenceRequests,
  evidence,
};

import { and, asc, eq, ne } from "drizzle-orm";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { users } from "@/db/accounts";
import { auditControls, auditFindings, auditInvitations, type audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import type { ReportInput } from "./report";
import { storedPeriod } from "./period";
import { reportSamples } from "./report-samples";
import { heldFilesOf } from "./submissions";
import { auditBacking } from "./control-backing";

type AuditRow = typeof audits.$inferSelect;

/** The report's model from a fixed number of reads whatever the audit's size; the Markdown and the PDF both render it. */
export async function loadReportInput(tx: DbOrTx, audit: AuditRow, generatedAt: Date): Promise<ReportInput> {
  const auditors = await tx
    .select({ name: auditInvitations.name, email: auditInvitations.email, firm: auditInvitations.firm, status: auditInvitations.status })
    .from(auditInvitations)
    .where(and(eq(auditInvitations.auditId, audit.id), ne(auditInvitations.status, "replaced")))
    .orderBy(asc(auditInvitations.createdAt));
  const controls = await tx
    .select({
      control_id: auditControls.controlId,
      title: auditControls.title,
      status: auditControls.status,
      evidence_sufficient: auditControls.evidenceSufficient,
      auditor_notes: auditControls.auditorNotes,
      not_tested_reason: auditControls.notTestedReason,
      reviewed_at: auditControls.reviewedAt,
      in_scope: auditControls.inScope,
      scope_reason: auditControls.scopeReason,
    })
    .from(auditControls)
    .where(eq(auditControls.auditId, audit.id))
    .orderBy(asc(auditControls.sortOrder), asc(auditControls.id));
  const findings = await tx
    .select({
      control_id: auditFindings.controlId,
      severity: auditFindings.severity,
      title: auditFindings.title,
      description: auditFindings.description,
      remediation: auditFindings.remediation,
      status: auditFindings.status,
      created_at: auditFindings.createdAt,
      management_response: auditFindings.managementResponse,
      owner_name: users.name,
      due_at: auditFindings.dueAt,
    })
    .from(auditFindings)
    .leftJoin(users, eq(users.id, auditFindings.ownerUserId))
    .where(eq(auditFindings.auditId, audit.id))
    .orderBy(asc(auditFindings.createdAt), asc(auditFindings.id));
  const evidenceRequests = await tx
    .select({
      control_id: auditEvidenceRequests.controlId,
      description: auditEvidenceRequests.description,
      priority: auditEvidenceRequests.priority,
      status: auditEvidenceRequests.status,
      created_at: auditEvidenceRequests.createdAt,
      responded_at: auditEvidenceRequests.respondedAt,
    })
    .from(auditEvidenceRequests)
    .where(eq(auditEvidenceRequests.auditId, audit.id))
    .orderBy(asc(auditEvidenceRequests.createdAt), asc(auditEvidenceRequests.id));
  // What evidences the controls (lib/readiness's rule): the evidence scope and the documents, read once for both.
  const backing = await auditBacking(tx, audit, { controls: controls.map((c) => ({ controlId: c.control_id, title: c.title, inScope: c.in_scope })) });
  return {
    audit: {
      id: audit.id,
      title: audit.title,
      description: audit.description,
      framework_id: audit.frameworkId,
      framework_name: audit.frameworkName,
      type: audit.type,
      status: audit.status,
      created_at: audit.createdAt,
      target_completion: audit.targetCompletion,
      completed_at: audit.completedAt,
      period: storedPeriod(audit),
    },
    auditors,
    controls,
    findings,
    evidenceRequests,
    samples: await reportSamples(tx, audit.id),
    // The files the audit holds: what was submitted to it or cited at completion, not what the library item holds now.
    evidenceIndex: (await heldFilesOf(tx, audit, backing.scope)).map((f) => ({
      controls: f.controls,
      title: f.title,
      filename: f.filename,
      sha256: f.sha256,
      submitted_by: f.submittedBy,
      submitted_at: f.submittedAt,
    })),
    // The approved versions backing the controls in scope; once complete, exactly those the audit cited.
    documents: backing.documents.map((d) => ({
      controls: d.controls,
      title: d.title,
      version: d.number,
      version_id: d.versionId,
      sha256: d.contentHash,
      approved_at: d.approvedAt,
      cited: d.cited,
    })),
    generatedAt,
  };
}

import { asc, eq, ne, and } from "drizzle-orm";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { auditControls, auditFindings, auditInvitations } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { customerGate, lockCustomerAudit } from "./access";
import { recordActivity } from "./internal/activity";
import { generateAuditReport } from "./internal/report";
import type { ReportJson } from "./response-schemas";

/**
 * Builds the Markdown report from five reads whatever the audit's size, and logs
 * `report_generated`. Allowed on a completed audit: reading the outcome is not a change to it.
 */
export async function generateReport(ctx: Ctx, auditId: string): Promise<ReportJson> {
  const caller = await customerGate(ctx);
  return ctx.db.transaction(async (tx) => {
    // The lock gives the report a consistent view against concurrent auditor changes.
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    const invitations = await tx
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
        reviewed_at: auditControls.reviewedAt,
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
      })
      .from(auditFindings)
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

    const now = ctx.now();
    const report = generateAuditReport({
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
      },
      auditors: invitations,
      controls,
      findings,
      evidenceRequests,
      generatedAt: now,
    });
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "report_generated",
      actor,
      status: audit.status,
      details: { controls: controls.length, findings: findings.length, evidence_requests: evidenceRequests.length, bytes: Buffer.byteLength(report) },
      at: now,
    });
    return { report, format: "markdown" };
  });
}

import type { EmailDeliveryState } from "@/lib/email";
import type { auditEvidenceRequests, auditEvidenceSubmissions, auditRequestComments } from "@/db/audit-evidence-requests";
import type { auditActivity, auditControls, auditFindings, auditInvitations, audits } from "@/db/audits";
import { documentVersionUrl } from "@/lib/documents";
import type { AuditDocument } from "./control-backing";
import { invitationState } from "./invitations";
import type {
  ControlDocumentJson,
  ActivityJson,
  AuditControlJson,
  AuditJson,
  AuditorControlJson,
  CommentJson,
  EmailDeliveryJson,
  EvidenceRequestJson,
  FindingJson,
  InvitationJson,
  InvitationListItemJson,
} from "../schemas";

/**
 * Rows → the snake_case JSON of the audit family (docs/api.md §1, §8). Each serializer returns the
 * type inferred from its response schema (response-schemas.ts), so the two cannot drift. The enum
 * columns are typed by the vocabularies of db/audits.ts, whose CHECK constraints hold them to those values.
 */
type AuditRow = typeof audits.$inferSelect;
export type ActivityRow = typeof auditActivity.$inferSelect;
type FindingRow = typeof auditFindings.$inferSelect;
type RequestRow = typeof auditEvidenceRequests.$inferSelect;
type SubmissionRow = typeof auditEvidenceSubmissions.$inferSelect;
type CommentRow = typeof auditRequestComments.$inferSelect;
type InvitationRow = typeof auditInvitations.$inferSelect;
type ControlRow = typeof auditControls.$inferSelect;

export function toAudit(a: AuditRow): AuditJson {
  return {
    id: a.id,
    framework_id: a.frameworkId,
    framework_name: a.frameworkName,
    type: a.type,
    title: a.title,
    description: a.description,
    target_completion: a.targetCompletion?.toISOString() ?? null,
    period_start: a.periodStart ?? null,
    period_end: a.periodEnd ?? null,
    as_of: a.asOf ?? null,
    status: a.status,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    completed_at: a.completedAt?.toISOString() ?? null,
  };
}

export function toActivity(r: ActivityRow): ActivityJson {
  return {
    id: r.id,
    type: r.type,
    actor: { type: r.actorType, id: r.actorId, name: r.actorName },
    control_id: r.controlId,
    status: r.status,
    details: r.details,
    at: r.at.toISOString(),
  };
}

export function toFinding(f: FindingRow): FindingJson {
  return {
    id: f.id,
    control_id: f.controlId,
    severity: f.severity,
    title: f.title,
    description: f.description,
    remediation: f.remediation,
    status: f.status,
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
    owner_user_id: f.ownerUserId,
    due_at: f.dueAt?.toISOString() ?? null,
    management_response: f.managementResponse,
    management_response_at: f.managementResponseAt?.toISOString() ?? null,
  };
}

/** `submissions` are the request's, oldest first (internal/submissions.ts reads them for a whole page at once). */
export function toEvidenceRequest(r: RequestRow, submissions: SubmissionRow[], commentCount = 0): EvidenceRequestJson {
  return {
    id: r.id,
    control_id: r.controlId,
    description: r.description,
    priority: r.priority,
    status: r.status,
    evidence_file_url: r.evidenceFileUrl,
    created_at: r.createdAt.toISOString(),
    responded_at: r.respondedAt?.toISOString() ?? null,
    assignee_user_id: r.assigneeUserId,
    due_at: r.dueAt?.toISOString() ?? null,
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    return_reason: r.returnReason,
    submissions: submissions.map((x) => ({
      id: x.id,
      url: x.url,
      file_id: x.fileId,
      filename: x.filename,
      sha256: x.sha256,
      size: x.size,
      submitted_by_name: x.submittedByName,
      submitted_at: x.submittedAt.toISOString(),
    })),
    comment_count: commentCount,
  };
}

/** A comment with its attached file's name (read with the page, one query for all of them). */
export function toComment(c: CommentRow, file: { id: string; url: string; filename: string } | undefined): CommentJson {
  return {
    id: c.id,
    author: { type: c.authorType, name: c.authorName },
    body: c.body,
    file: file ? { id: file.id, url: file.url, filename: file.filename } : null,
    created_at: c.createdAt.toISOString(),
  };
}

/** Where the invitation e-mail stands in the outbox; null for invitations made before it existed. */
export function toEmailDelivery(d: EmailDeliveryState | null | undefined): EmailDeliveryJson {
  if (!d) return null;
  return {
    status: d.status,
    attempts: d.attempts,
    last_error: d.lastError,
    sent_at: d.sentAt?.toISOString() ?? null,
    next_attempt_at: d.nextAttemptAt?.toISOString() ?? null,
  };
}

/** A fresh invitation, as the invite answers it (it is always `pending` then). */
export function toInvitation(i: InvitationRow, delivery: EmailDeliveryState | null): InvitationJson {
  return {
    id: i.id,
    email: i.email,
    name: i.name,
    firm: i.firm,
    status: i.status as "pending",
    expires_at: i.expiresAt.toISOString(),
    email_delivery: toEmailDelivery(delivery),
  };
}

/** An invitation of the list (replaced ones are never listed), with its state as of `now`. */
export function toInvitationListItem(i: InvitationRow, delivery: EmailDeliveryState | undefined, now: Date): InvitationListItemJson {
  return {
    id: i.id,
    email: i.email,
    name: i.name,
    firm: i.firm,
    status: invitationState(i, now) as InvitationListItemJson["status"],
    expires_at: i.expiresAt.toISOString(),
    accepted_at: i.acceptedAt?.toISOString() ?? null,
    email_delivery: toEmailDelivery(delivery),
  };
}

export function toAuditorControl(c: ControlRow, counts: { evidence: number; documents: number }): AuditorControlJson {
  return {
    control_id: c.controlId,
    title: c.title,
    description: c.description,
    category: c.category,
    status: c.status,
    auditor_notes: c.auditorNotes,
    evidence_sufficient: c.evidenceSufficient,
    evidence_count: counts.evidence,
    document_count: counts.documents,
    reviewed_at: c.reviewedAt?.toISOString() ?? null,
    not_tested_reason: c.notTestedReason,
    in_scope: c.inScope,
    scope_reason: c.scopeReason,
  };
}

/** The console's read-only view of a control with the auditor's review. */
export function toAuditControl(c: ControlRow): AuditControlJson {
  return {
    control_id: c.controlId,
    title: c.title,
    category: c.category,
    status: c.status,
    auditor_notes: c.auditorNotes,
    evidence_sufficient: c.evidenceSufficient,
    reviewed_at: c.reviewedAt?.toISOString() ?? null,
    not_tested_reason: c.notTestedReason,
    in_scope: c.inScope,
    scope_reason: c.scopeReason,
  };
}

/** A document version backing a control, as the auditor reads it (internal/control-backing.ts). */
export function toControlDocument(d: AuditDocument): ControlDocumentJson {
  return {
    document_id: d.documentId,
    version_id: d.versionId,
    version: d.number,
    title: d.title,
    sha256: d.contentHash,
    size: d.size,
    approved_at: d.approvedAt?.toISOString() ?? null,
    cited: d.cited,
    controls: d.controls,
    download_url: documentVersionUrl(d.versionId),
  };
}

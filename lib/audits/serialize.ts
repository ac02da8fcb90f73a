import type { EmailDeliveryState } from "@/lib/email/delivery-state";
import type { auditActivity, auditControls, auditEvidenceRequests, auditFindings, auditInvitations, audits } from "@/db/audits";

/** Rows → the snake_case JSON of the audit family (docs/api.md §1, §8). */
type AuditRow = typeof audits.$inferSelect;
type ActivityRow = typeof auditActivity.$inferSelect;
type FindingRow = typeof auditFindings.$inferSelect;
type RequestRow = typeof auditEvidenceRequests.$inferSelect;
type InvitationRow = typeof auditInvitations.$inferSelect;
type ControlRow = typeof auditControls.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function auditJson(a: AuditRow) {
  return {
    id: a.id,
    framework_id: a.frameworkId,
    framework_name: a.frameworkName,
    type: a.type,
    title: a.title,
    description: a.description,
    target_completion: iso(a.targetCompletion),
    status: a.status,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    completed_at: iso(a.completedAt),
  };
}
export type AuditJson = ReturnType<typeof auditJson>;

export function activityJson(r: ActivityRow) {
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
export type ActivityJson = ReturnType<typeof activityJson>;

export function findingJson(f: FindingRow) {
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
  };
}
export type FindingJson = ReturnType<typeof findingJson>;

export function evidenceRequestJson(r: RequestRow) {
  return {
    id: r.id,
    control_id: r.controlId,
    description: r.description,
    priority: r.priority,
    status: r.status,
    evidence_file_url: r.evidenceFileUrl,
    created_at: r.createdAt.toISOString(),
    responded_at: iso(r.respondedAt),
  };
}
export type EvidenceRequestJson = ReturnType<typeof evidenceRequestJson>;

/** Where the invitation e-mail stands in the outbox; null for invitations made before it existed. */
export function emailDeliveryJson(d: EmailDeliveryState | null | undefined) {
  if (!d) return null;
  return {
    status: d.status,
    attempts: d.attempts,
    last_error: d.lastError,
    sent_at: iso(d.sentAt),
    next_attempt_at: iso(d.nextAttemptAt),
  };
}
export type EmailDeliveryJson = ReturnType<typeof emailDeliveryJson>;

export function invitationJson(i: InvitationRow, delivery: EmailDeliveryState | null) {
  return {
    id: i.id,
    email: i.email,
    name: i.name,
    firm: i.firm,
    status: i.status,
    expires_at: i.expiresAt.toISOString(),
    email_delivery: emailDeliveryJson(delivery),
  };
}
export type InvitationJson = ReturnType<typeof invitationJson>;

export function auditorControlJson(c: ControlRow, evidenceCount: number) {
  return {
    control_id: c.controlId,
    title: c.title,
    description: c.description,
    category: c.category,
    status: c.status,
    auditor_notes: c.auditorNotes,
    evidence_sufficient: c.evidenceSufficient,
    evidence_count: evidenceCount,
    reviewed_at: iso(c.reviewedAt),
  };
}
export type AuditorControlJson = ReturnType<typeof auditorControlJson>;

import { z } from "zod";
import { COMMENT_AUTHOR_TYPES } from "@/db/audit-evidence-requests";
import {
  EVIDENCE_REQUEST_PRIORITIES,
  EVIDENCE_REQUEST_STATUSES,
  AUDIT_CONTROL_STATUSES,
  AUDIT_STATUSES,
  FINDING_SEVERITIES,
  FINDING_STATUSES,
  LISTED_INVITATION_STATES,
} from "@/lib/vocabulary";
import { ACTIVITY_TYPES, ACTOR_TYPES, AUDIT_TYPES } from "@/db/audits";
import { EMAIL_STATUSES } from "@/db/email";
import { prose } from "@/lib/format/prose";

/**
 * Response `data` shapes of the audit family: the one declaration of each. The OpenAPI document
 * reads the schemas; the serializers (serialize.ts) return, and the components take, the types
 * inferred from them at the end of this file.
 */
const ts = z.iso.datetime();
const day = z.iso.date();

export const auditShape = z.object({
  id: z.uuid(),
  framework_id: z.string(),
  framework_name: z.string(),
  type: z.enum(AUDIT_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  target_completion: ts.nullable(),
  period_start: day.nullable().describe("First day of a Type II audit's observation period (inclusive); null until set, and always null for Type I."),
  period_end: day.nullable().describe("Last day of a Type II audit's observation period (inclusive)."),
  as_of: day.nullable().describe("The date a Type I audit attests to; always null for Type II."),
  status: z.enum(AUDIT_STATUSES),
  created_at: ts,
  updated_at: ts,
  completed_at: ts.nullable(),
});

/** Progress counts the controls in scope only (PUT /audits/{id}/scope excludes the others). */
export const progressShape = z.object({
  total_controls: z.int(),
  reviewed: z.int(),
  passed: z.int(),
  failed: z.int(),
  needs_evidence: z.int(),
  not_tested: z.int(),
  pending: z.int(),
});

export const activityShape = z.object({
  id: z.uuid(),
  type: z.enum(ACTIVITY_TYPES),
  actor: z.object({ type: z.enum(ACTOR_TYPES), id: z.string().nullable(), name: z.string() }),
  control_id: z.string().nullable(),
  status: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  at: ts,
});

export const auditDetailShape = auditShape.extend({ progress: progressShape, recent_activity: z.array(activityShape).max(10) });

export const auditorAuditShape = auditDetailShape.extend({
  auditor: z.object({ id: z.uuid(), name: z.string(), email: z.string(), firm: z.string().nullable() }),
});

export const completedAuditShape = auditShape.extend({ progress: progressShape });

export const emailDeliveryShape = z
  .object({
    status: z.enum(EMAIL_STATUSES),
    attempts: z.number().int().min(0).describe("Attempts made so far (the first send counts as one)."),
    last_error: z.string().nullable().describe("Why the last attempt failed, e.g. `timed out after 10000 ms`; null once sent."),
    sent_at: ts.nullable(),
    next_attempt_at: ts.nullable().describe("When the next attempt is due (status `pending` only)."),
  })
  .nullable()
  .describe(
    prose(
      "Delivery of the invitation e-mail, queued with the invitation and sent right after: `pending` (queued or waiting to retry),",
      "`sending`, `sent`, or `failed` once every retry failed (send a new invitation). Null for invitations older than this field.",
    ),
  );

export const invitationShape = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  firm: z.string().nullable(),
  status: z.literal("pending"),
  expires_at: ts,
  email_delivery: emailDeliveryShape,
});

export const invitationListItemShape = invitationShape.extend({
  // The states `invitationState` gives a listed invitation (replaced ones are not listed).
  status: z.enum(LISTED_INVITATION_STATES),
  accepted_at: ts.nullable(),
});

export const findingShape = z.object({
  id: z.uuid(),
  control_id: z.string(),
  severity: z.enum(FINDING_SEVERITIES),
  title: z.string(),
  description: z.string(),
  remediation: z.string().nullable(),
  status: z.enum(FINDING_STATUSES),
  created_at: ts,
  updated_at: ts,
  owner_user_id: z.uuid().nullable().describe("The member of the account who owns the remediation (set by the customer)."),
  due_at: ts.nullable().describe("When the customer means to have remediated it."),
  management_response: z.string().nullable().describe("The customer's remediation plan, beside the auditor's status."),
  management_response_at: ts.nullable(),
});

/** One submission as the audit holds it, frozen when it was made: replacing the library item's file later changes none of it. */
export const evidenceSubmissionShape = z.object({
  id: z.uuid(),
  url: z.string(),
  file_id: z.uuid().nullable().describe("The exact uploaded file submitted; null for a link elsewhere."),
  filename: z.string().nullable(),
  sha256: z.string().nullable().describe("SHA-256 (hex) of the file's bytes as submitted."),
  size: z.int().nullable().describe("Size in bytes as submitted."),
  submitted_by_name: z.string(),
  submitted_at: ts,
});

export const evidenceRequestShape = z.object({
  id: z.uuid(),
  control_id: z.string(),
  description: z.string(),
  priority: z.enum(EVIDENCE_REQUEST_PRIORITIES),
  status: z
    .enum(EVIDENCE_REQUEST_STATUSES)
    .describe("`open` → `responded` (submitted) → `accepted`, or `returned` with a reason, which takes another submission."),
  evidence_file_url: z.string().nullable().describe("The latest submission's URL."),
  created_at: ts,
  responded_at: ts.nullable(),
  assignee_user_id: z.uuid().nullable().describe("The member of the account who should answer it (set by the customer)."),
  due_at: ts.nullable().describe("When the customer means to answer it."),
  reviewed_at: ts.nullable().describe("When the auditor last accepted or returned a submission."),
  return_reason: z.string().nullable().describe("Why the auditor returned the last submission; cleared when one is accepted."),
  submissions: z.array(evidenceSubmissionShape).describe("Every submission, oldest first."),
  comment_count: z.int().describe("Comments on the request's thread (GET …/comments lists them)."),
});

export const commentShape = z.object({
  id: z.uuid(),
  author: z.object({ type: z.enum(COMMENT_AUTHOR_TYPES), name: z.string() }),
  body: z.string(),
  file: z.object({ id: z.uuid(), url: z.string(), filename: z.string() }).nullable().describe("An uploaded file of the account attached to the comment."),
  created_at: ts,
});

/** A file the auditor uploaded (`POST /auditor/files`): a file of the audited account, for a comment's `file_url`. */
export const auditorFileShape = z.object({
  id: z.uuid(),
  url: z.string().describe("What a comment's `file_url` carries; downloads from `GET /evidence/files/{id}`."),
  filename: z.string(),
  sha256: z.string().describe("SHA-256 (hex) of the file's bytes."),
  size: z.int(),
  content_type: z.string(),
});

export const reportShape = z.object({ report: z.string(), format: z.literal("markdown") });

export const acceptedShape = z.object({
  token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.int(),
  audit: z.object({ id: z.uuid(), title: z.string(), framework_id: z.string() }),
});

/** The portal's sign-out: the `cp_auditor` cookie is cleared. */
export const signedOutShape = z.object({ signed_out: z.literal(true) });

/** One audit the signed-in auditor's address is invited to (`GET /auditor/audits`): one portal across accounts. */
export const auditorAuditListItemShape = z.object({
  id: z.uuid(),
  title: z.string(),
  framework_name: z.string(),
  type: z.enum(AUDIT_TYPES),
  status: z.enum(AUDIT_STATUSES),
  account_name: z.string().describe("The audited company."),
  invitation_state: z.enum(LISTED_INVITATION_STATES).describe("`pending`: entering accepts it; `expired`: ask for a new invitation."),
  current: z.boolean().describe("The audit the presented token is for."),
  invited_at: ts,
});

export const auditorControlShape = z.object({
  control_id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  status: z.enum(AUDIT_CONTROL_STATUSES),
  auditor_notes: z.string().nullable(),
  evidence_sufficient: z.boolean().nullable(),
  evidence_count: z.int(),
  reviewed_at: ts.nullable(),
  not_tested_reason: z.string().nullable().describe("Why the auditor did not test the control; set with status `not_tested` when the audit is completed."),
  in_scope: z
    .boolean()
    .describe("Whether the control is in the audit's scope; an excluded control is not reviewed and is listed in the report with its reason."),
  scope_reason: z.string().nullable().describe("Why the control is out of scope; null while in scope."),
});

/** The console's read-only view of a control (no route: the console page reads it in-process). */
export const auditControlShape = auditorControlShape.omit({ description: true, evidence_count: true });

export const controlEvidenceShape = z.object({
  id: z.uuid(),
  title: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  source: z.string(),
  file_id: z.uuid().nullable(),
  collected_at: ts.nullable(),
  expires_at: ts.nullable(),
  created_at: ts,
  /** Set when the customer deleted the item after it answered this audit's request; it stays visible here. */
  deleted_at: ts.nullable(),
  effective_from: ts
    .nullable()
    .describe(
      "Start of the time the item is evidence of: its effective dates when set, else the point it was collected, else when it was recorded. Null: open-ended.",
    ),
  effective_to: ts.nullable().describe("End of that time (equal to `effective_from` for a point). Null: open-ended."),
  in_period: z
    .boolean()
    .describe("Whether that time overlaps the audit's period (Type II) or contains its as-of date (Type I); true while the audit has none."),
});

export const auditScopeShape = z.object({
  audit_id: z.uuid(),
  total_controls: z.int().describe("Every control of the audit's snapshot."),
  in_scope: z.int(),
  out_of_scope: z.int(),
  excluded: z
    .array(z.object({ control_id: z.string(), title: z.string(), category: z.string(), reason: z.string() }))
    .describe("The controls out of scope, in framework order, each with its reason."),
});

export type AuditJson = z.output<typeof auditShape>;
export type ProgressJson = z.output<typeof progressShape>;
export type ActivityJson = z.output<typeof activityShape>;
export type AuditDetailJson = z.output<typeof auditDetailShape>;
export type AuditorAuditJson = z.output<typeof auditorAuditShape>;
export type CompletedAuditJson = z.output<typeof completedAuditShape>;
export type EmailDeliveryJson = z.output<typeof emailDeliveryShape>;
export type InvitationJson = z.output<typeof invitationShape>;
export type InvitationListItemJson = z.output<typeof invitationListItemShape>;
export type FindingJson = z.output<typeof findingShape>;
export type EvidenceRequestJson = z.output<typeof evidenceRequestShape>;
export type EvidenceSubmissionJson = z.output<typeof evidenceSubmissionShape>;
export type CommentJson = z.output<typeof commentShape>;
export type AuditorFileJson = z.output<typeof auditorFileShape>;
export type ReportJson = z.output<typeof reportShape>;
export type AcceptedJson = z.output<typeof acceptedShape>;
export type SignedOutJson = z.output<typeof signedOutShape>;
export type AuditorAuditListItemJson = z.output<typeof auditorAuditListItemShape>;
export type AuditorControlJson = z.output<typeof auditorControlShape>;
export type AuditControlJson = z.output<typeof auditControlShape>;
export type ControlEvidenceJson = z.output<typeof controlEvidenceShape>;
export type AuditScopeJson = z.output<typeof auditScopeShape>;

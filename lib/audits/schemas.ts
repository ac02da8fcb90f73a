import { z } from "zod";
import {
  EVIDENCE_REQUEST_PRIORITIES,
  EVIDENCE_REQUEST_STATUSES,
  AUDIT_CONTROL_STATUSES,
  type AuditControlStatus,
  AUDIT_STATUSES,
  FINDING_SEVERITIES,
  FINDING_STATUSES,
  LISTED_INVITATION_STATES,
} from "@/lib/vocabulary";
import { ACTIVITY_TYPES, AUDIT_TYPES, ACTOR_TYPES } from "@/db/audits";
import { calendarDate, pageQuery } from "@/lib/schemas";
import { COMMENT_AUTHOR_TYPES } from "@/db/audit-evidence-requests";
import { EMAIL_STATUSES } from "@/db/email";
import { prose } from "@/lib/format/prose";
// Aliased: this module's `isoDate` is the zod schema of such a date.

/** Request bodies of both audit scopes (snake_case, docs/api.md §1; strict, trimmed, non-empty, §2). */
const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max);
const optionalText = (max: number) => z.string().trim().max(max);

/** ISO 8601 date-time, or a plain date read as midnight UTC. */
const isoDateTime = z
  .string()
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) || z.iso.datetime({ offset: true }).safeParse(s).success, {
    message: "must be an ISO 8601 date-time (e.g. 2026-12-31T00:00:00Z) or date (2026-12-31)",
  })
  .transform((s) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T00:00:00.000Z` : s))
  .refine((d) => !Number.isNaN(d.getTime()), { message: "is not a real date" })
  .describe("ISO 8601 date-time (2026-12-31T00:00:00Z) or date (2026-12-31, read as midnight UTC)");

/** A calendar date `YYYY-MM-DD` that exists (an audit's period and as-of date, docs/api.md §8). */
export const isoDate = calendarDate();

/** The audit's period (type_ii) or as-of date (type_i); the rules that join them live in internal/period.ts. */
const periodFields = {
  period_start: isoDate.nullable().optional().describe("First day of a Type II audit's observation period (YYYY-MM-DD, inclusive); comes with `period_end`."),
  period_end: isoDate.nullable().optional().describe("Last day of a Type II audit's observation period (YYYY-MM-DD, inclusive), on or after `period_start`."),
  as_of: isoDate.nullable().optional().describe("The date a Type I audit attests to (YYYY-MM-DD)."),
};

export const createAuditSchema = z.strictObject({
  framework_id: text(200),
  type: z.enum(AUDIT_TYPES),
  title: text(200),
  description: optionalText(10_000).optional(),
  target_completion: isoDateTime.optional(),
  ...periodFields,
});
export type CreateAuditInput = z.infer<typeof createAuditSchema>;

export const updateAuditSchema = z
  .strictObject({
    title: text(200).optional(),
    description: optionalText(10_000).nullable().optional(),
    status: z.enum(AUDIT_STATUSES).optional(),
    target_completion: isoDateTime.nullable().optional(),
    ...periodFields,
  })
  .refine((v) => Object.keys(v).length > 0, { message: "name at least one of title, description, status, target_completion, period_start, period_end, as_of" });
export type UpdateAuditInput = z.infer<typeof updateAuditSchema>;

export const listAuditsQuerySchema = pageQuery.extend({
  status: z.enum(AUDIT_STATUSES).optional(),
  framework_id: text(200).optional(),
});

export const listFindingsQuerySchema = pageQuery.extend({
  status: z.enum(FINDING_STATUSES).optional(),
  severity: z.enum(FINDING_SEVERITIES).optional(),
  control_id: text(100).optional(),
});

export const listEvidenceRequestsQuerySchema = pageQuery.extend({
  status: z.enum(EVIDENCE_REQUEST_STATUSES).optional(),
  control_id: text(100).optional(),
});

export const listActivityQuerySchema = pageQuery.extend({
  type: z.enum(ACTIVITY_TYPES).optional(),
});

export const listControlsQuerySchema = pageQuery.extend({
  status: z.enum(AUDIT_CONTROL_STATUSES).optional(),
});

/** The auditor's evidence list of a control: by default only what falls in the audit's period. */
export const controlEvidenceQuerySchema = pageQuery.extend({
  include_out_of_period: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional()
    .describe("`true`: every item the auditor may see, those outside the audit's period marked `in_period: false`; default: only items in the period."),
});

const scopeReason = optionalText(2_000).optional();
/** A reason is what makes an exclusion reviewable; an included control has none. */
function reasonRule(v: { in_scope: boolean; reason?: string }, ctx: z.RefinementCtx) {
  if (!v.in_scope && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "is required when in_scope is false" });
  if (v.in_scope && v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "only an excluded control (in_scope false) takes a reason" });
}

/**
 * `PUT /audits/{id}/scope`: controls in or out of the audit, one by one or by category. Categories apply
 * first, then controls, so a control entry can keep one control of an excluded category in scope.
 */
export const setAuditScopeSchema = z
  .strictObject({
    controls: z
      .array(z.strictObject({ control_id: text(100), in_scope: z.boolean(), reason: scopeReason }).superRefine(reasonRule))
      .max(10_000)
      .optional(),
    categories: z
      .array(z.strictObject({ category: text(200), in_scope: z.boolean(), reason: scopeReason }).superRefine(reasonRule))
      .max(1_000)
      .optional(),
  })
  .refine((v) => (v.controls?.length ?? 0) + (v.categories?.length ?? 0) > 0, { message: "name at least one control or category" });
export type SetAuditScopeInput = z.infer<typeof setAuditScopeSchema>;

export const auditIdParams = z.object({ id: z.uuid("must be a UUID") });
export const requestParams = z.object({ id: z.uuid("must be a UUID"), rid: z.uuid("must be a UUID") });
export const findingParams = z.object({ id: z.uuid("must be a UUID"), fid: z.uuid("must be a UUID") });
/** Control labels such as `A.5.15` or `AC-2(1)`, URL-encoded in the path (Next decodes them). */
export const controlParams = z.object({ id: text(100) });

export const inviteAuditorSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "must be an e-mail address" }).max(254)),
  name: text(200),
  firm: optionalText(200).optional(),
});
export type InviteAuditorInput = z.infer<typeof inviteAuditorSchema>;

const evidenceUrl = text(2048).refine((s) => (s.startsWith("/") ? /^\/[^/\\]/.test(s) : /^https?:\/\//i.test(s) && URL.canParse(s)), {
  message: "must be an http(s) URL or the url of an uploaded evidence file",
});

export const respondEvidenceRequestSchema = z.strictObject({ evidence_file_url: evidenceUrl });

export const acceptInvitationSchema = z.strictObject({ token: text(512) });

/** `not_tested` needs a reason and is recorded only by completing the audit (completeAuditSchema). */
const REVIEW_STATUSES = AUDIT_CONTROL_STATUSES.filter((s) => s !== "not_tested") as [AuditControlStatus, ...AuditControlStatus[]];

export const controlStatusSchema = z.strictObject({
  status: z.enum(REVIEW_STATUSES),
  auditor_notes: optionalText(10_000).nullable().optional(),
  evidence_sufficient: z.boolean().nullable().optional(),
});
export type ControlStatusInput = z.infer<typeof controlStatusSchema>;

export const createEvidenceRequestSchema = z.strictObject({
  control_id: text(100),
  description: text(5_000),
  priority: z.enum(EVIDENCE_REQUEST_PRIORITIES).optional(),
});
export type CreateEvidenceRequestInput = z.infer<typeof createEvidenceRequestSchema>;

/** One request per control, the same description for all (the auditor's request list for a period, say). */
export const bulkEvidenceRequestSchema = z.strictObject({
  control_ids: z.array(text(100)).min(1).max(200),
  description: text(5_000),
  priority: z.enum(EVIDENCE_REQUEST_PRIORITIES).optional(),
  due_at: isoDateTime.optional(),
});
export type BulkEvidenceRequestInput = z.infer<typeof bulkEvidenceRequestSchema>;

/** The auditor's decision on a submission: a return says why, so the customer knows what to submit instead. */
export const reviewEvidenceRequestSchema = z
  .strictObject({ decision: z.enum(["accept", "return"]), reason: optionalText(5_000).optional() })
  .superRefine((v, ctx) => {
    if (v.decision === "return" && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "is required to return a submission" });
    if (v.decision === "accept" && v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "only a return takes a reason; comment on the request instead" });
  });
export type ReviewEvidenceRequestInput = z.infer<typeof reviewEvidenceRequestSchema>;

export const acceptEvidenceRequestsSchema = z.strictObject({ ids: z.array(z.uuid("must be a UUID")).min(1).max(200) });
export type AcceptEvidenceRequestsInput = z.infer<typeof acceptEvidenceRequestsSchema>;

/** A comment on an evidence request; a file is one the account uploaded (POST /api/v1/evidence/upload). */
export const commentSchema = z.strictObject({ body: text(10_000), file_url: evidenceUrl.optional() });
export type CommentInput = z.infer<typeof commentSchema>;

export const createFindingSchema = z.strictObject({
  control_id: text(100),
  severity: z.enum(FINDING_SEVERITIES),
  title: text(300),
  description: text(10_000),
  remediation: optionalText(10_000).optional(),
});
export type CreateFindingInput = z.infer<typeof createFindingSchema>;

export const updateFindingSchema = z
  .strictObject({
    status: z.enum(FINDING_STATUSES).optional(),
    severity: z.enum(FINDING_SEVERITIES).optional(),
    title: text(300).optional(),
    description: text(10_000).optional(),
    remediation: optionalText(10_000).nullable().optional(),
    control_id: text(100).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "name at least one field to change" });
export type UpdateFindingInput = z.infer<typeof updateFindingSchema>;

/**
 * The optional body of completing an audit (docs/api.md §8): a reason per `pending` control it names, and the
 * unresolved findings the auditor acknowledges. Controls it leaves out get the default reason.
 */
export const completeAuditSchema = z.strictObject({
  not_tested: z
    .array(z.strictObject({ control_id: text(100), reason: text(2_000) }))
    .max(10_000)
    .optional(),
  open_findings: z.array(z.uuid("must be a UUID")).max(10_000).optional(),
});
export type CompleteAuditInput = z.infer<typeof completeAuditSchema>;

/** `GET /audits/{id}/report`: the report as a file, Markdown (default) or PDF. */
export const reportDownloadQuery = z.object({ format: z.enum(["markdown", "pdf"]).default("markdown") });

/** The customer's assignment of an evidence request: who answers it and by when (null clears either). */
export const evidenceRequestAssignmentSchema = z.strictObject({
  assignee_user_id: z.uuid("must be a UUID").nullable(),
  due_at: isoDateTime.nullable(),
});
export type EvidenceRequestAssignmentInput = z.infer<typeof evidenceRequestAssignmentSchema>;

/** The customer's side of a finding: its owner, due date and management response; the status stays the auditor's. */
export const findingResponseSchema = z
  .strictObject({
    owner_user_id: z.uuid("must be a UUID").nullable().optional(),
    due_at: isoDateTime.nullable().optional(),
    management_response: optionalText(10_000).nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "name at least one field to change" });
export type FindingResponseInput = z.infer<typeof findingResponseSchema>;

// The plan the audits API states (docs/api.md §6): read by its route specs and the OpenAPI document.

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
  total_controls: z.int().describe("Controls in scope: reviewed + not_tested + pending."),
  reviewed: z.int().describe("Controls the auditor gave a verdict: passed + failed + needs_evidence. A control not tested is never reviewed."),
  passed: z.int(),
  failed: z.int(),
  needs_evidence: z.int(),
  not_tested: z.int().describe("Controls still pending when the audit was completed, recorded as not tested with a reason."),
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

/** What is still open in an audit: what completing it now would leave, or what completing it left. */
export const openWorkShape = z.object({
  pending_controls: z.int().describe("Controls in scope still `pending`; completion records each as `not_tested`."),
  pending_sample_items: z.int().describe("Sampled items not yet tested (result `pending`), over every sample of the audit."),
  open_evidence_requests: z
    .int()
    .describe("Evidence requests not accepted: awaiting the organisation's answer (`open`, `returned`) or the auditor's review (`responded`)."),
  open_findings: z.int().describe("Findings `open` or `in_progress`: they go into the report unresolved."),
});

export const completedAuditShape = auditShape.extend({
  progress: progressShape,
  open_at_completion: openWorkShape.describe(
    "What was still open when the audit was completed (also recorded in the `audit_completed` activity entry); the pending controls " +
      "are now counted in `progress.not_tested`.",
  ),
});

/** `GET /auditor/complete`: whether the audit can be completed now, and what completing it would leave open. */
export const completionCheckShape = z.object({
  can_complete: z.boolean().describe("Whether `POST /auditor/complete` would complete the audit now."),
  reason: z.string().nullable().describe("Why it cannot, in words, naming the date from which it can; null when it can."),
  period_end: day.nullable().describe("The last day of a Type II audit's observation period; null when none is set."),
  completable_from: day
    .nullable()
    .describe("The first day the audit can be completed: the day after a Type II audit's period ends; null when no period holds it back."),
  open: openWorkShape,
});

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
  document_count: z
    .int()
    .describe(
      "Approved document versions that back the control (the kinds of document it asks for; in scope only): the versions the audit cited once it is complete.",
    ),
  reviewed_at: ts.nullable(),
  not_tested_reason: z.string().nullable().describe("Why the auditor did not test the control; set with status `not_tested` when the audit is completed."),
  in_scope: z
    .boolean()
    .describe("Whether the control is in the audit's scope; an excluded control is not reviewed and is listed in the report with its reason."),
  scope_reason: z.string().nullable().describe("Why the control is out of scope; null while in scope."),
});

/** The console's read-only view of a control (no route: the console page reads it in-process). */
export const auditControlShape = auditorControlShape.omit({ description: true, evidence_count: true, document_count: true });

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

export const controlDocumentShape = z.object({
  document_id: z.uuid(),
  version_id: z.uuid().describe("The document version: what the audit cites."),
  version: z.int().describe("The version's number, from 1."),
  title: z.string().describe("The version's title."),
  sha256: z.string().describe("SHA-256 (hex) of the version's Markdown: the bytes its Markdown download answers."),
  size: z.int().describe("Size of its Markdown in bytes."),
  approved_at: ts.nullable().describe("When the version was approved."),
  cited: z.boolean().describe("True once the audit is complete: the version it cites, whatever has been approved since."),
  controls: z.array(z.string()).describe("The audit's controls in scope this version backs."),
  download_url: z.string().describe("Where to read it: `GET /api/v1/document-versions/{id}/download` (Markdown, or `?format=pdf`)."),
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
export type OpenWorkJson = z.output<typeof openWorkShape>;
export type CompletionCheckJson = z.output<typeof completionCheckShape>;
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
export type ControlDocumentJson = z.output<typeof controlDocumentShape>;
export type AuditScopeJson = z.output<typeof auditScopeShape>;

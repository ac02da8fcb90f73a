import { z } from "zod";
import {
  EVIDENCE_REQUEST_PRIORITIES,
  EVIDENCE_REQUEST_STATUSES,
  AUDIT_CONTROL_STATUSES,
  type AuditControlStatus,
  AUDIT_STATUSES,
  FINDING_SEVERITIES,
  FINDING_STATUSES,
} from "@/lib/vocabulary";
import { ACTIVITY_TYPES, AUDIT_TYPES } from "@/db/audits";
// Aliased: this module's `isoDate` is the zod schema of such a date.
import { isoDate as isoDateOf } from "@/lib/format/date-time";
import { pageQuery } from "@/lib/schemas";

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
export const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  // Checks run even after the pattern failed: the calendar check must hold for any string.
  .refine(
    (s) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return true;
      const d = new Date(`${s}T00:00:00.000Z`);
      return !Number.isNaN(d.getTime()) && isoDateOf(d) === s;
    },
    { message: "is not a real date" },
  )
  .describe("Calendar date YYYY-MM-DD");

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

export * from "./response-schemas";

// The plan the audits API states (docs/api.md §6): read by its route specs and the OpenAPI document.

import { z } from "zod";
import { UPLOAD_REQUEST_LIMIT } from "@/lib/http/body";
import { domainRoutes } from "@/lib/http/route-spec";
import { pageQuery } from "@/lib/schemas";
import {
  acceptedShape,
  acceptEvidenceRequestsSchema,
  acceptInvitationSchema,
  auditIdParams,
  auditorAuditListItemShape,
  auditorAuditShape,
  auditorControlShape,
  auditorFileShape,
  bulkEvidenceRequestSchema,
  commentSchema,
  commentShape,
  completeAuditSchema,
  completedAuditShape,
  completionCheckShape,
  controlEvidenceQuerySchema,
  controlDocumentShape,
  controlEvidenceShape,
  controlParams,
  controlStatusSchema,
  createEvidenceRequestSchema,
  createFindingSchema,
  evidenceRequestShape,
  findingShape,
  listControlsQuerySchema,
  listEvidenceRequestsQuerySchema,
  listFindingsQuerySchema,
  reportDownloadQuery,
  reviewEvidenceRequestSchema,
  signedOutShape,
  updateFindingSchema,
} from "@/lib/audits/schemas";
import { incidentShape } from "@/lib/incidents/schemas";
import { AUDITS_TIER } from "@/lib/vocabulary";
import { OSCAL_ASSESSMENT_RESULTS_RESPONSES, REPORT_FILE_RESPONSES } from "./routes";
import { prose } from "@/lib/format/prose";

// The audited account's plan is checked on every request; the document adds it from `tier`.
const route = domainRoutes({ tags: ["Auditor"], auth: "auditor", tier: AUDITS_TIER });
const GATE = prose(
  "Needs the auditor JWT from accept-invitation (Bearer, or the portal's httpOnly cookie); it reaches only its own audit. A customer",
  "token answers 403 `forbidden`; a token whose invitation was replaced answers 401.",
);
const CHANGE = " A completed audit answers 409 `audit_complete`. Writes exactly one activity entry when something changes.";
const DRAFT = " A `draft` audit (not started by the customer yet) answers 409 `invalid_transition`.";
// The portal signs a browser in and out through these answers' cookie (lib/audits/auditor/internal/portal-cookie.ts).
const portalCookie = (description: string) => ({
  "Set-Cookie": {
    description: `${description} The portal's \`cp_auditor\` cookie (HttpOnly, SameSite=Lax; Secure over https and on localhost); API clients may ignore it.`,
  },
});
const withCookie = (description: string) => ({ 200: { description: "Success.", data: acceptedShape, headers: portalCookie(description) } });

const CONTROL_ID = "`{id}` is the control's label (e.g. `CC6.1`, `A.5.15`, `AC-2(1)`), URL-encoded; an unknown control answers 404.";

export const acceptInvitationRoute = route({
  method: "POST",
  path: "/api/v1/auditor/accept-invitation",
  summary: "Exchange a magic-link token for a 7-day auditor JWT",
  description: prose(
    "The token is single use and valid 72 hours; a used, replaced, expired or unknown token answers 401 `unauthorized`. Logged as",
    "`auditor_joined`. Answers 409 `audit_complete` (token left unused) when the audit is already complete.",
  ),
  auth: "none",
  // The service checks the audited account's plan itself (403), after the token.
  tier: undefined,
  rateLimit: "auth",
  envelope: "audit",
  body: acceptInvitationSchema,
  response: acceptedShape,
  responses: withCookie("Holds the token for 7 days, so the browser that accepted is signed in to the portal."),
  errors: [401, 403, 409, 429],
});

export const signOutAuditorRoute = route({
  method: "POST",
  path: "/api/v1/auditor/sign-out",
  summary: "Sign this browser out of the auditor portal",
  description:
    "Clears the portal's cookie. The auditor JWT itself stays valid until it expires: a client holding it as a Bearer token simply stops sending it.",
  tier: undefined,
  response: signedOutShape,
  responses: { 200: { description: "Success.", data: signedOutShape, headers: portalCookie("Cleared (empty, `Max-Age=0`).") } },
});

export const auditorAuditRoute = route({
  method: "GET",
  path: "/api/v1/auditor/audit",
  summary: "The assigned audit with progress counters",
  description: GATE,
  envelope: "audit",
  response: auditorAuditShape,
});

export const auditorControlsRoute = route({
  method: "GET",
  path: "/api/v1/auditor/controls",
  summary: "Controls of the audit in framework order (filter `status`)",
  description: GATE,
  envelope: "audit",
  query: listControlsQuerySchema,
  response: z.array(auditorControlShape),
  paginated: true,
});

export const controlEvidenceRoute = route({
  method: "GET",
  path: "/api/v1/auditor/controls/{id}/evidence",
  summary: "Evidence of a control (newest first), by default only what falls in the audit's period",
  description:
    `Each item carries \`effective_from\`/\`effective_to\`, the time it is evidence of (its \`effectiveFrom\`..\`effectiveTo\` ` +
    `when set, an unset end being open; else the point it was collected; else when it was recorded), and \`in_period\`: whether that time ` +
    `overlaps the audit's observation period (Type II, \`period_start\`..\`period_end\` as whole UTC days) or contains its as-of date (Type I). ` +
    `While the audit has no period every item is in it. By default only items in the period are listed; \`include_out_of_period=true\` lists ` +
    `every item the auditor may see, those outside marked \`in_period: false\`. The control's \`evidence_count\` counts every item the auditor ` +
    `may see, in the period or not. Which items are the control's is the one rule of docs/api.md "What evidences a control": those that ` +
    `name it, or a control mapped to it that covers all of it; the documents that back it are listed by \`GET /api/v1/auditor/controls/{id}/documents\`. ` +
    `${CONTROL_ID} ${GATE}`,
  envelope: "audit",
  params: controlParams,
  query: controlEvidenceQuerySchema,
  response: z.array(controlEvidenceShape),
  paginated: true,
  errors: [404],
});

export const controlDocumentsRoute = route({
  method: "GET",
  path: "/api/v1/auditor/controls/{id}/documents",
  summary: "The approved document versions that back a control (its policies and plans)",
  description: prose(
    'By the one rule of docs/api.md "What evidences a control": the approved version of each of the account\'s documents whose kind the',
    "control asks for (an acceptable use policy for SOC 2 CC1.1, say); a later draft does not count until it is approved, and an archived",
    "document counts for nothing. Once the audit is complete, the versions it cited at completion, whatever has been approved since. A control",
    "out of the audit's scope has none. Each version is read at its `download_url` (Markdown, or `?format=pdf`), whose `X-Content-SHA256` is",
    `the version's \`sha256\`. The control's \`document_count\` counts them. ${CONTROL_ID} ${GATE}`,
  ),
  envelope: "audit",
  params: controlParams,
  query: pageQuery,
  response: z.array(controlDocumentShape),
  paginated: true,
  errors: [404],
});

export const auditorIncidentsRoute = route({
  method: "GET",
  path: "/api/v1/auditor/incidents",
  summary: "The company's incidents of the audit's period",
  description: prose(
    "The incidents detected inside the audit's period (a Type I audit: on its as-of day), oldest first, as the company's register shows",
    'them (docs/api.md "Incidents", camelCase like `GET /api/v1/incidents`): severity, status and times, the breach notification',
    "deadlines, the post-incident review and its action counts. Empty until the period is set. A population of them to sample is",
    `the customer's \`source: "register"\`. ${GATE}`,
  ),
  envelope: "audit",
  query: pageQuery,
  response: z.array(incidentShape),
  paginated: true,
});

export const controlStatusRoute = route({
  method: "PUT",
  path: "/api/v1/auditor/controls/{id}/status",
  summary: "Review a control: status, notes, evidence sufficiency",
  description: `Logged as \`control_reviewed\`. A control out of the audit's scope is not reviewed: 409 \`conflict\`. ${CONTROL_ID} ${GATE}${CHANGE}${DRAFT}`,
  envelope: "audit",
  params: controlParams,
  body: controlStatusSchema,
  response: auditorControlShape,
  errors: [404, 409],
  examples: {
    body: { status: "passed", auditor_notes: "Quarterly access reviews are complete and approved for the whole period.", evidence_sufficient: true },
  },
});

export const createEvidenceRequestRoute = route({
  method: "POST",
  path: "/api/v1/auditor/evidence-requests",
  summary: "Request evidence for a control (priority defaults to `medium`)",
  description: `An unknown \`control_id\` is \`validation_failed\`. ${GATE}${CHANGE}${DRAFT}`,
  envelope: "audit",
  body: createEvidenceRequestSchema,
  response: evidenceRequestShape,
  status: 201,
  errors: [409],
  examples: { body: { control_id: "CC6.1", description: "The Q2 administrator access review export, with the approver's sign-off.", priority: "high" } },
});

export const listAuditorEvidenceRequestsRoute = route({
  method: "GET",
  path: "/api/v1/auditor/evidence-requests",
  summary: "Evidence requests of the audit (newest first; filters `status`, `control_id`)",
  description: GATE,
  envelope: "audit",
  query: listEvidenceRequestsQuerySchema,
  response: z.array(evidenceRequestShape),
  paginated: true,
});

export const reviewEvidenceRequestRoute = route({
  method: "POST",
  path: "/api/v1/auditor/evidence-requests/{id}/review",
  summary: "Accept a submitted evidence request, or return it with a reason",
  description:
    `Body \`{decision: "accept" | "return", reason?}\`; \`reason\` is required to return and refused with accept. Only a ` +
    `\`responded\` (submitted) request can be reviewed, else 409 \`invalid_transition\` with \`{from, to, allowed}\`. Sets \`status\` ` +
    `(\`accepted\` or \`returned\`), \`reviewed_at\` and \`return_reason\` (cleared on accept). A returned request takes another submission; ` +
    `whoever answers it (the assignee, else the account's admins) is notified. Logged as \`evidence_accepted\` or \`evidence_returned\`. ` +
    `${GATE}${CHANGE}${DRAFT}`,
  envelope: "audit",
  params: auditIdParams,
  body: reviewEvidenceRequestSchema,
  response: evidenceRequestShape,
  errors: [404, 409],
  examples: { body: { decision: "return", reason: "The export covers Q1 only; the request is for Q2." } },
});

export const bulkEvidenceRequestsRoute = route({
  method: "POST",
  path: "/api/v1/auditor/evidence-requests/bulk",
  summary: "Request evidence for many controls at once",
  description:
    `Body \`{control_ids (1..200), description, priority?, due_at?}\` opens one request per control, in the order given, with ` +
    `the same description, priority (default \`medium\`) and due date; each is notified like a single request. A control that is not one of the ` +
    `audit's, or is named twice, is 400 \`validation_failed\` naming it, and nothing is opened. Writes one \`evidence_requested\` entry per ` +
    `request. ${GATE}${CHANGE}${DRAFT}`,
  envelope: "audit",
  body: bulkEvidenceRequestSchema,
  response: z.array(evidenceRequestShape),
  status: 201,
  errors: [409],
  examples: {
    body: { control_ids: ["CC6.1", "CC6.2", "CC6.3"], description: "Quarterly access review evidence for the period.", priority: "high", due_at: "2026-12-15" },
  },
});

export const acceptEvidenceRequestsRoute = route({
  method: "POST",
  path: "/api/v1/auditor/evidence-requests/accept",
  summary: "Accept many submitted evidence requests at once",
  description:
    `Body \`{ids (1..200)}\`: all or nothing. An id that is not a request of this audit, or is named twice, is 400 ` +
    `\`validation_failed\` naming it; a request that is not \`responded\` is 409 \`invalid_transition\` naming each with its status in ` +
    `\`details.requests\`. Writes one \`evidence_accepted\` entry per request and answers them in the order given. ${GATE}${CHANGE}${DRAFT}`,
  envelope: "audit",
  body: acceptEvidenceRequestsSchema,
  response: z.array(evidenceRequestShape),
  errors: [409],
  examples: { body: { ids: ["2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f"] } },
});

const THREAD = prose(
  "The conversation on one evidence request of the audit, oldest first; each comment names its author (`customer` or `auditor`) and may",
  "carry an uploaded file.",
);

export const listAuditorRequestCommentsRoute = route({
  method: "GET",
  path: "/api/v1/auditor/evidence-requests/{id}/comments",
  summary: "Comments on an evidence request (oldest first)",
  description: `${THREAD} ${GATE}`,
  envelope: "audit",
  params: auditIdParams,
  query: pageQuery,
  response: z.array(commentShape),
  paginated: true,
  errors: [404],
});

export const addAuditorRequestCommentRoute = route({
  method: "POST",
  path: "/api/v1/auditor/evidence-requests/{id}/comments",
  summary: "Comment on an evidence request",
  description:
    `Body \`{body (1..10000 characters), file_url?}\`; \`file_url\` must be the \`url\` of an uploaded file this audit already ` +
    `sees (its evidence, submissions or comments, or a file its auditor uploaded with \`POST /auditor/files\`), else 400 \`validation_failed\`. ` +
    `Allowed whatever the request's status. Whoever answers the request (the assignee, else the account's admins) is notified. Logged as ` +
    `\`comment_added\`. ${GATE}${CHANGE}`,
  envelope: "audit",
  params: auditIdParams,
  body: commentSchema,
  response: commentShape,
  status: 201,
  errors: [404, 409],
  examples: { body: { body: "Please include the approver's sign-off page." } },
});

export const uploadAuditorFileRoute = route({
  method: "POST",
  path: "/api/v1/auditor/files",
  summary: "Upload a file to attach to a comment (multipart `file`, ≤ 10 MiB)",
  description:
    `Any type, stored and served as \`POST /evidence/upload\` does (400 \`validation_failed\` for an empty file or an unusable name; 415 ` +
    `\`unsupported_media_type\` for a body that is not multipart; 413 \`payload_too_large\` past 10 MiB). The file becomes one of the audited ` +
    `account's uploads (the organisation downloads it from \`GET /evidence/files/{id}\`; logged in its audit trail as ` +
    `\`evidence_file.uploaded\`). This audit sees it, so its \`url\` can be a comment's \`file_url\`; the auditor of any other audit never ` +
    `does. ${GATE} A completed audit answers 409 \`audit_complete\`.`,
  envelope: "audit",
  // The limit on the whole request; the file's own limit is the evidence domain's.
  bodyLimit: UPLOAD_REQUEST_LIMIT,
  rawBody: {
    stream: true,
    contentType: "multipart/form-data",
    description: "A single `file` part with a file name, of any type, as for `POST /evidence/upload`.",
    schema: z.object({ file: z.file().describe("The file, of any type, with a file name: 1 byte to 10 MiB (10,485,760 bytes).") }),
  },
  response: auditorFileShape,
  status: 201,
  errors: [409, 413, 415],
  examples: { body: { file: "(the bytes of walkthrough-notes.pdf)" } },
});

export const createFindingRoute = route({
  method: "POST",
  path: "/api/v1/auditor/findings",
  summary: "Record a finding (starts `open`)",
  description: `An unknown \`control_id\` is \`validation_failed\`. ${GATE}${CHANGE}${DRAFT}`,
  envelope: "audit",
  body: createFindingSchema,
  response: findingShape,
  status: 201,
  errors: [409],
  examples: {
    body: {
      control_id: "CC6.1",
      severity: "major",
      title: "Q2 access review not performed",
      description: "No access review was performed for the second quarter.",
      remediation: "Perform the missed review and schedule reviews in the ticketing system.",
    },
  },
});

export const listAuditorFindingsRoute = route({
  method: "GET",
  path: "/api/v1/auditor/findings",
  summary: "Findings of the audit (newest first; filters `status`, `severity`, `control_id`)",
  description: GATE,
  envelope: "audit",
  query: listFindingsQuerySchema,
  response: z.array(findingShape),
  paginated: true,
});

export const updateFindingRoute = route({
  method: "PUT",
  path: "/api/v1/auditor/findings/{id}",
  summary: "Update a finding's status and/or details",
  description:
    `Status moves freely among open, in_progress, resolved, accepted, except out of resolved/accepted back to open, which needs ` +
    `a new \`description\` or \`remediation\` in the same update (409 \`invalid_transition\` otherwise). ${GATE}${CHANGE}${DRAFT}`,
  envelope: "audit",
  params: auditIdParams,
  body: updateFindingSchema,
  response: findingShape,
  errors: [404, 409],
  examples: { body: { status: "resolved" } },
});

const PERIOD_RULE = prose(
  "A Type II audit is completed only once its observation period has ended: before the day after `period_end` it answers 409",
  "`invalid_transition` whose message names the date, with `details: {from, to, allowed: [], reason, period_end, completable_from}`.",
  "A Type I audit, or a Type II audit with no period set, is not held back.",
);

export const completionCheckRoute = route({
  method: "GET",
  path: "/api/v1/auditor/complete",
  summary: "Whether the audit can be completed now, and what completing it would leave open",
  description:
    `Answers what \`POST /auditor/complete\` would do now, changing nothing: \`can_complete\`, the \`reason\` it cannot (a draft, a ` +
    `completed audit, or a Type II period still running, naming the date from which it can), and \`open\`: the pending controls it ` +
    `would record as not tested, the sampled items not yet tested, the evidence requests not accepted and the unresolved findings. ` +
    `${GATE}`,
  envelope: "audit",
  response: completionCheckShape,
  examples: {
    data: {
      can_complete: false,
      reason: "This Type II audit's observation period runs until 31 Dec 2026: it can be completed from 1 Jan 2027, once the period has ended.",
      period_end: "2026-12-31",
      completable_from: "2027-01-01",
      open: { pending_controls: 37, pending_sample_items: 5, open_evidence_requests: 2, open_findings: 1 },
    },
  },
});

export const completeAuditRoute = route({
  method: "POST",
  path: "/api/v1/auditor/complete",
  summary: "Complete the audit, recording untested controls with reasons",
  description:
    `Moves a running audit (\`in_progress\`, \`evidence_review\` or \`findings\`) to \`complete\`. No body is needed. Every ` +
    `control in scope still \`pending\` is recorded as \`not_tested\`, with the reason given for it in \`not_tested\` or else "not reviewed ` +
    `before the audit was completed"; every finding still \`open\` or \`in_progress\` goes into the report unresolved, and naming it in ` +
    `\`open_findings\` acknowledges that. A control named twice or not pending in scope, or a finding that is not unresolved, is 400 ` +
    `\`validation_failed\` listing every problem. ${PERIOD_RULE} The answer's \`open_at_completion\` counts what was still open: the ` +
    `pending controls (now in \`progress.not_tested\`; \`progress.reviewed\` never counts them), the sampled items not yet tested, the ` +
    `evidence requests not accepted and the unresolved findings. Logged as \`audit_completed\`, whose details record the same counts. ` +
    `${GATE}${CHANGE}${DRAFT}`,
  envelope: "audit",
  body: completeAuditSchema,
  response: completedAuditShape,
  errors: [400, 409],
  examples: {
    body: { not_tested: [{ control_id: "CC9.2", reason: "No vendors in scope during the audit period." }], open_findings: [] },
    data: {
      id: "497f6eca-6276-4993-bfeb-53cbbbba6f08",
      framework_id: "soc2",
      framework_name: "SOC 2",
      type: "type_ii",
      title: "SOC 2 Type II FY2026",
      description: null,
      target_completion: "2027-03-31T00:00:00.000Z",
      period_start: "2026-01-01",
      period_end: "2026-06-30",
      as_of: null,
      status: "complete",
      created_at: "2026-07-01T09:30:00.000Z",
      updated_at: "2026-11-22T09:30:00.000Z",
      completed_at: "2026-11-22T09:30:00.000Z",
      progress: { total_controls: 38, reviewed: 1, passed: 1, failed: 0, needs_evidence: 0, not_tested: 37, pending: 0 },
      open_at_completion: { pending_controls: 37, pending_sample_items: 5, open_evidence_requests: 2, open_findings: 1 },
    },
  },
});

export const downloadAuditorReportRoute = route({
  method: "GET",
  path: "/api/v1/auditor/report",
  summary: "Download the audit report as Markdown or PDF",
  description:
    `The report the organisation downloads from \`GET /audits/{id}/report\`, for the auditor's audit: \`format=markdown\` ` +
    `(default) as \`text/markdown\`, \`format=pdf\` rendered on the server. Logged as \`report_generated\` naming the auditor, as the ` +
    `organisation's download is; allowed in every status. ${GATE}`,
  query: reportDownloadQuery,
  responses: REPORT_FILE_RESPONSES,
});

export const exportAuditorAssessmentResultsRoute = route({
  method: "GET",
  path: "/api/v1/auditor/export/oscal-assessment-results.json",
  summary: "Export the audit as OSCAL assessment results",
  description:
    `The document the organisation downloads from \`GET /audits/{id}/export/oscal-assessment-results.json\` (the same bytes), ` +
    `for the auditor's audit: NIST OSCAL 1.1.2 assessment results with the controls reviewed, the evidence the audit holds with its SHA-256 ` +
    `hashes, and the findings with their status and remediation. Allowed in every status; not logged. ${GATE}`,
  responses: OSCAL_ASSESSMENT_RESULTS_RESPONSES,
});

export const listAuditorAuditsRoute = route({
  method: "GET",
  path: "/api/v1/auditor/audits",
  summary: "Every audit your e-mail address is invited to, in any account",
  description:
    `One auditor identity across audits: the audits (and audited companies) whose invitations went to the address of the ` +
    `presented token, newest invitation first, replaced invitations left out. Listing shows names only; \`POST /auditor/audits/{id}/switch\` ` +
    `gives the token of another one. ${GATE}`,
  query: pageQuery,
  response: z.array(auditorAuditListItemShape),
  paginated: true,
  tier: undefined,
});

export const switchAuditorAuditRoute = route({
  method: "POST",
  path: "/api/v1/auditor/audits/{id}/switch",
  summary: "Enter another audit your address is invited to",
  description:
    `Answers the auditor JWT of audit \`{id}\` (tokens stay one per audit: nothing read with one reaches another). A pending ` +
    `invitation to that audit is accepted on the way (\`auditor_joined\`); an expired one answers 409 \`conflict\`; an audit your address is ` +
    `not invited to answers 404. The audited account must be on the plan audits need. ${GATE}`,
  params: auditIdParams,
  response: acceptedShape,
  responses: withCookie("Now holds the token of audit `{id}`."),
  errors: [404, 409],
  tier: undefined,
});

export const auditorRoutes = [
  acceptInvitationRoute,
  auditorIncidentsRoute,
  signOutAuditorRoute,
  listAuditorAuditsRoute,
  switchAuditorAuditRoute,
  auditorAuditRoute,
  auditorControlsRoute,
  controlEvidenceRoute,
  controlDocumentsRoute,
  controlStatusRoute,
  createEvidenceRequestRoute,
  listAuditorEvidenceRequestsRoute,
  reviewEvidenceRequestRoute,
  bulkEvidenceRequestsRoute,
  acceptEvidenceRequestsRoute,
  listAuditorRequestCommentsRoute,
  addAuditorRequestCommentRoute,
  uploadAuditorFileRoute,
  createFindingRoute,
  listAuditorFindingsRoute,
  updateFindingRoute,
  completionCheckRoute,
  completeAuditRoute,
  downloadAuditorReportRoute,
  exportAuditorAssessmentResultsRoute,
];

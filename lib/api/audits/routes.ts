import { z } from "zod";
import { domainRoutes } from "@/lib/http/route-spec";
import { describeEmailRetrySchedule } from "@/lib/email";
import { pageQuery } from "@/lib/schemas";
import {
  activityShape,
  auditDetailShape,
  auditIdParams,
  auditScopeShape,
  auditShape,
  commentSchema,
  commentShape,
  createAuditSchema,
  evidenceRequestAssignmentSchema,
  evidenceRequestShape,
  findingParams,
  findingResponseSchema,
  findingShape,
  invitationListItemShape,
  invitationShape,
  inviteAuditorSchema,
  listActivityQuerySchema,
  listAuditsQuerySchema,
  listEvidenceRequestsQuerySchema,
  listFindingsQuerySchema,
  reportDownloadQuery,
  reportShape,
  requestParams,
  respondEvidenceRequestSchema,
  setAuditScopeSchema,
  updateAuditSchema,
} from "@/lib/audits/schemas";
import type { AuditExport } from "@/lib/audits";
import { assessmentResultsShape } from "@/lib/oscal/assessment-results";
import { ASSESSMENT_RESULTS_EXAMPLE, POAM_EXAMPLE } from "@/lib/oscal/examples";
import { poamShape } from "@/lib/oscal/poam";
import { prose } from "@/lib/format/prose";
import { AUDITS_TIER } from "@/lib/vocabulary";

const route = domainRoutes({ tags: ["Audits"], auth: "customer", tier: AUDITS_TIER, keyWrites: false });
// The plan requirement is added to every description from `tier` (lib/openapi/operation.ts).
const GATE = "Needs a customer credential (JWT or console session). An auditor token answers 403 `forbidden`. Another account's audit answers 404.";
const CHANGE = " A completed audit answers 409 `audit_complete`. Writes exactly one activity entry when something changes.";
const PERIOD = prose(
  "A `type_ii` audit may carry its observation period `period_start`..`period_end` (dates YYYY-MM-DD, inclusive, UTC days), a `type_i`",
  "audit its `as_of` date; neither is required. The two ends come together (or the other is already stored) and `period_end` is on or",
  "after `period_start`; a period on a `type_i` audit or an `as_of` on a `type_ii` audit is 400 `validation_failed` naming the field.",
);

export const createAuditRoute = route({
  method: "POST",
  path: "/api/v1/audits",
  summary: "Create an audit",
  description:
    `Snapshots the controls of \`framework_id\` (a built-in framework id or a published custom framework of the account), all ` +
    `\`pending\` and in scope; the audit starts in \`draft\`. ${PERIOD} ${GATE}`,
  envelope: "audit",
  body: createAuditSchema,
  response: auditShape,
  status: 201,
  examples: {
    body: {
      framework_id: "soc2",
      type: "type_ii",
      title: "SOC 2 Type II 2026",
      description: "Security and availability criteria.",
      target_completion: "2027-02-28T00:00:00Z",
      period_start: "2026-01-01",
      period_end: "2026-12-31",
    },
  },
});

export const listAuditsRoute = route({
  method: "GET",
  path: "/api/v1/audits",
  summary: "List the account's audits (newest first; filters `status`, `framework_id`)",
  description: GATE,
  envelope: "audit",
  query: listAuditsQuerySchema,
  response: z.array(auditShape),
  paginated: true,
});

export const getAuditRoute = route({
  method: "GET",
  path: "/api/v1/audits/{id}",
  summary: "Audit detail with progress counters and the latest ten activity entries",
  description: GATE,
  envelope: "audit",
  params: auditIdParams,
  response: auditDetailShape,
  errors: [404],
});

export const updateAuditRoute = route({
  method: "PUT",
  path: "/api/v1/audits/{id}",
  summary: "Update an audit; `status` moves exactly one step forward",
  description:
    `Status order: draft → in_progress → evidence_review → findings → complete. The same status again is a no-op; any other move ` +
    `is 409 \`invalid_transition\` with \`details: {from, to, allowed}\`. A Type II audit moves to \`complete\` only once its observation ` +
    `period has ended: before the day after \`period_end\` that move is 409 \`invalid_transition\` whose message names the date ` +
    `(\`details\` add \`reason\`, \`period_end\`, \`completable_from\`). ${PERIOD} \`null\` clears a date (both ends of the period together). ` +
    `The period or as-of date changes only while the audit is \`draft\` or \`in_progress\` (judged before a status move in the same request); ` +
    `later a change answers 409 \`conflict\`. Changes are listed in the activity entry's \`changes\`. ${GATE}${CHANGE}`,
  envelope: "audit",
  params: auditIdParams,
  body: updateAuditSchema,
  response: auditShape,
  errors: [404, 409],
  examples: { body: { status: "in_progress" } },
});

export const inviteAuditorRoute = route({
  method: "POST",
  path: "/api/v1/audits/{id}/invite-auditor",
  summary: "Invite an auditor by e-mail (magic link)",
  description:
    `E-mails a single-use link \`{APP_URL}/auditor/accept?token=…\` valid 72 hours; the token is never returned. A new ` +
    `invitation to the same e-mail for the same audit replaces the older one (and cancels its unsent e-mail). The e-mail is queued with the ` +
    `invitation and sent right after the answer; when the provider fails, refuses or does not answer in time it is ` +
    `${describeEmailRetrySchedule()}; \`email_delivery\` here and on \`GET /api/v1/audits/{id}/invitations\` tells where it stands. A slow or ` +
    `failing mail provider never delays or fails this request. ${GATE}${CHANGE}`,
  envelope: "audit",
  params: auditIdParams,
  body: inviteAuditorSchema,
  response: invitationShape,
  status: 201,
  errors: [404, 409],
  examples: { body: { email: "sam.auditor@assurance.example", name: "Sam Auditor", firm: "Example Assurance LLP" } },
});

export const listInvitationsRoute = route({
  method: "GET",
  path: "/api/v1/audits/{id}/invitations",
  summary: "Auditor invitations of the audit, with the delivery state of their e-mail (newest first)",
  description:
    `Invitations that were not replaced by a newer one: \`pending\`, \`expired\` (link unused after 72 hours) or \`accepted\`. ` +
    `\`email_delivery\` shows whether the invitation e-mail was sent, is being retried (with the last error), or failed. ${GATE}`,
  envelope: "audit",
  params: auditIdParams,
  query: pageQuery,
  response: z.array(invitationListItemShape),
  paginated: true,
  errors: [404],
});

export const listFindingsRoute = route({
  method: "GET",
  path: "/api/v1/audits/{id}/findings",
  summary: "Findings of the audit (newest first; filters `status`, `severity`, `control_id`)",
  description: GATE,
  envelope: "audit",
  params: auditIdParams,
  query: listFindingsQuerySchema,
  response: z.array(findingShape),
  paginated: true,
  errors: [404],
});

export const listEvidenceRequestsRoute = route({
  method: "GET",
  path: "/api/v1/audits/{id}/evidence-requests",
  summary: "Evidence requests made by the auditor (newest first; filters `status`, `control_id`)",
  description: GATE,
  envelope: "audit",
  params: auditIdParams,
  query: listEvidenceRequestsQuerySchema,
  response: z.array(evidenceRequestShape),
  paginated: true,
  errors: [404],
});

export const respondEvidenceRequestRoute = route({
  method: "POST",
  path: "/api/v1/audits/{id}/evidence-requests/{rid}/respond",
  summary: "Respond to an evidence request with a file URL",
  description:
    `Submits evidence for an \`open\` or \`returned\` request: marks it \`responded\`, records \`evidence_file_url\` (the ` +
    `\`url\` answered by POST /api/v1/evidence/upload, or an http(s) link), adds it as evidence of that control, visible to the auditor, and ` +
    `appends a frozen entry to \`submissions\`: the exact file with its file name, SHA-256 and size as they are now, who submitted it and when ` +
    `(replacing the library item's file later changes none of it). A request that is \`responded\` or \`accepted\` answers 409 ` +
    `\`invalid_transition\` with \`{from, to, allowed}\`. ${GATE}${CHANGE}`,
  envelope: "audit",
  params: requestParams,
  body: respondEvidenceRequestSchema,
  response: evidenceRequestShape,
  errors: [404, 409],
});

const THREAD = prose(
  "The conversation on one evidence request, oldest first; each comment names its author (`customer` or `auditor`) and may carry an",
  "uploaded file of the account.",
);

export const listRequestCommentsRoute = route({
  method: "GET",
  path: "/api/v1/audits/{id}/evidence-requests/{rid}/comments",
  summary: "Comments on an evidence request (oldest first)",
  description: `${THREAD} ${GATE}`,
  envelope: "audit",
  params: requestParams,
  query: pageQuery,
  response: z.array(commentShape),
  paginated: true,
  errors: [404],
});

export const addRequestCommentRoute = route({
  method: "POST",
  path: "/api/v1/audits/{id}/evidence-requests/{rid}/comments",
  summary: "Comment on an evidence request",
  description:
    `Body \`{body (1..10000 characters), file_url?}\`; \`file_url\` must be the \`url\` of a file the account uploaded (POST ` +
    `/api/v1/evidence/upload), else 400 \`validation_failed\`. Allowed whatever the request's status. The audit's auditors are notified. Logged ` +
    `as \`comment_added\`. Needs the member role or higher. ${GATE}${CHANGE}`,
  envelope: "audit",
  params: requestParams,
  body: commentSchema,
  response: commentShape,
  status: 201,
  errors: [404, 409],
  examples: { body: { body: "The Q2 export is attached; the approver's sign-off is on page 3." } },
});

export const setEvidenceRequestAssignmentRoute = route({
  method: "PUT",
  path: "/api/v1/audits/{id}/evidence-requests/{rid}/assignment",
  summary: "Assign an evidence request to a member, with a due date",
  description:
    `Body \`{assignee_user_id, due_at}\` (either may be null to clear it). The assignee must be an active member of the account, ` +
    `else 400 \`validation_failed\` naming \`assignee_user_id\`. A new assignee is notified (\`evidence_request.assigned\`); the request then ` +
    `shows in their \`GET /api/v1/work\`. Allowed whatever the request's status. Needs the member role or higher. ${GATE}`,
  envelope: "audit",
  params: requestParams,
  body: evidenceRequestAssignmentSchema,
  response: evidenceRequestShape,
  errors: [404],
  examples: { body: { assignee_user_id: "5d1f3c2a-0e4b-4a8c-9f6d-1b2c3d4e5f60", due_at: "2026-12-15" } },
});

export const setFindingResponseRoute = route({
  method: "PUT",
  path: "/api/v1/audits/{id}/findings/{fid}/response",
  summary: "Set a finding's owner, due date and management response",
  description:
    `The customer's side of a finding: \`owner_user_id\` (an active member of the account, else 400 naming the field), ` +
    `\`due_at\` and \`management_response\` (the remediation plan; empty or null clears it). Each is optional, null clears it; the status stays ` +
    `the auditor's. A new owner is notified (\`finding.assigned\`); a new or changed response is notified to the audit's auditor ` +
    `(\`finding.changed\`), who sees it on the finding in the portal. Writes one \`finding_updated\` activity entry when something changes. A ` +
    `completed audit answers 409 \`audit_complete\`. Needs the member role or higher. ${GATE}`,
  envelope: "audit",
  params: findingParams,
  body: findingResponseSchema,
  response: findingShape,
  errors: [404, 409],
  examples: {
    body: {
      owner_user_id: "5d1f3c2a-0e4b-4a8c-9f6d-1b2c3d4e5f60",
      due_at: "2027-01-31",
      management_response: "We will enforce MFA for every administrator by the end of January.",
    },
  },
});

/** The report file's answer, the same to the organisation and to the auditor (`GET /auditor/report`). */
export const REPORT_FILE_RESPONSES = {
  200: {
    description: "The report as an attachment: Markdown for `format=markdown`, PDF for `format=pdf`.",
    content: {
      "text/markdown": {
        schema: z.string(),
        example: "# Audit report: SOC 2 FY2026\n\n## Summary\n\n| Item | Detail |\n|---|---|\n| Framework | SOC 2 (`soc2`) |\n",
      },
      "application/pdf": {},
    },
    headers: {
      "Content-Disposition": {
        description: "`attachment` with a file name made from the audit's title (`.md` or `.pdf`).",
        required: true,
        example: 'attachment; filename="audit-report-soc-2-fy2026.pdf"',
      },
    },
  },
};

export const generateReportRoute = route({
  method: "POST",
  path: "/api/v1/audits/{id}/report",
  summary: "Generate the Markdown audit report",
  description:
    `Title, summary (framework, type, status, dates, auditor), control status table with counts, findings grouped by severity, ` +
    `the evidence-request summary and the policies and documents backing the controls in scope, each by version, id, SHA-256 and approval ` +
    `date (once complete, the versions the audit cited). Logged as \`report_generated\`; allowed on a completed audit. ${GATE}`,
  envelope: "audit",
  params: auditIdParams,
  response: reportShape,
  errors: [404],
});

export const downloadReportRoute = route({
  method: "GET",
  path: "/api/v1/audits/{id}/report",
  summary: "Download the audit report as Markdown or PDF",
  description:
    `The same report as \`POST /audits/{id}/report\` as a file: \`format=markdown\` (default) as \`text/markdown\`, ` +
    `\`format=pdf\` rendered on the server (tables with a bold header row, repeated on each page a table spans). Logged as ` +
    `\`report_generated\`; allowed on a completed audit. ${GATE}`,
  params: auditIdParams,
  query: reportDownloadQuery,
  errors: [404],
  responses: REPORT_FILE_RESPONSES,
});

export const setAuditScopeRoute = route({
  method: "PUT",
  path: "/api/v1/audits/{id}/scope",
  summary: "Put controls in or out of the audit's scope",
  description:
    `Body \`{controls?: [{control_id, in_scope, reason?}], categories?: [{category, in_scope, reason?}]}\` with at least one ` +
    `entry. A category applies to every control of that category in the audit's snapshot; categories apply first, then controls, so a control ` +
    `entry can keep one control of an excluded category in scope. \`reason\` is required when \`in_scope\` is false and not taken when true ` +
    `(including a control again clears its reason). An unknown control or category, or one named twice, is 400 \`validation_failed\` naming it. ` +
    `Scope is settled before fieldwork: allowed while the audit is \`draft\` or \`in_progress\`, else 409 \`conflict\`. Progress counts ` +
    `in-scope controls only; the auditor cannot review an excluded control, completing the audit does not need it in \`not_tested\`, and the ` +
    `report lists it with its reason. Writes one \`scope_changed\` entry listing every control that changed (none when nothing changed). ` +
    `Answers the audit's scope summary. Needs the member role or higher. ${GATE}${CHANGE}`,
  envelope: "audit",
  params: auditIdParams,
  body: setAuditScopeSchema,
  response: auditScopeShape,
  errors: [404, 409],
  examples: {
    body: {
      categories: [{ category: "Privacy", in_scope: false, reason: "The privacy criteria are not part of this engagement." }],
      controls: [{ control_id: "CC9.2", in_scope: false, reason: "No vendors process customer data." }],
    },
  },
});

const EXPORT_WHAT: Record<AuditExport, string> = {
  controls: "the audit's controls with status, evidence sufficiency, notes, reason not tested and review date",
  findings: "the audit's findings with control, severity, status, text and dates",
  "evidence-requests": "the audit's evidence requests with control, priority, status, dates and the answer's URL",
  evidence: "the evidence the audit's auditor sees (docs/api.md §7), one row per control and item",
};

/** `GET /audits/{id}/export/<kind>.csv` for both scopes: the customer's own audit, or the auditor's one audit. */
function exportRoute(kind: AuditExport) {
  return route({
    method: "GET",
    path: `/api/v1/audits/{id}/export/${kind}.csv`,
    summary: `Export the audit's ${kind.replace("-", " ")} as CSV`,
    description:
      `A CSV file of ${EXPORT_WHAT[kind]}: a header row, statuses in plain words, dates as \`25 Nov 2026, 02:51 UTC\`; a cell ` +
      `that starts with \`=\`, \`+\`, \`-\` or \`@\` gets a leading \`'\` so spreadsheets never run it. Allowed in every status. Needs a customer ` +
      `credential for an audit of the account, or the auditor JWT of this audit (any other audit answers 404).`,
    auth: "customerOrAuditor",
    params: auditIdParams,
    errors: [404],
    responses: {
      200: {
        description: `The ${kind.replace("-", " ")} of the audit as a CSV attachment.`,
        content: { "text/csv": { schema: z.string(), example: "Control,Title,Status\r\nCC6.1,Logical access,Passed\r\n" } },
        headers: {
          "Content-Disposition": {
            description: "`attachment` with a file name made from the audit's title.",
            required: true,
            example: `attachment; filename="soc-2-fy2026-${kind}.csv"`,
          },
        },
      },
    },
  });
}

export const exportControlsRoute = exportRoute("controls");
export const exportFindingsRoute = exportRoute("findings");
export const exportEvidenceRequestsRoute = exportRoute("evidence-requests");
export const exportEvidenceRoute = exportRoute("evidence");

/** An OSCAL document as a JSON attachment (docs/api.md §8): the raw document, not wrapped in the `{data}` envelope. */
function oscalFileResponses(what: string, schema: z.ZodType, example: unknown, file: string) {
  return {
    200: {
      description: `${what} as a JSON attachment: the OSCAL document itself, not wrapped in \`{data}\`.`,
      content: { "application/json": { schema, example } },
      headers: {
        "Content-Disposition": {
          description: "`attachment` with a file name made from the audit's title.",
          required: true,
          example: `attachment; filename="soc-2-fy2026-${file}"`,
        },
      },
    },
  };
}

/** The assessment-results file, the same to the organisation and to the auditor (`GET /auditor/export/…`). */
export const OSCAL_ASSESSMENT_RESULTS_RESPONSES = oscalFileResponses(
  "The audit's assessment results",
  assessmentResultsShape,
  ASSESSMENT_RESULTS_EXAMPLE,
  "oscal-assessment-results.json",
);

const OSCAL_SAME = prose(
  "Every uuid is derived from the product's ids and every timestamp from stored data (`last-modified` is the audit's latest change), so",
  "two exports of an unchanged audit are byte-identical and a finding or observation has the same uuid in the assessment results and the",
  "POA&M. Control ids are written the way NIST writes SP 800-53's (`AC-2(1)` → `ac-2.1`; a finding targets the control's statement,",
  "`<id>_smt`), or as an imported control kept them. Allowed in every status; not logged. Needs a customer credential for an audit of",
  "the account, or the auditor JWT of this audit (any other audit answers 404).",
);

export const exportOscalAssessmentResultsRoute = route({
  method: "GET",
  path: "/api/v1/audits/{id}/export/oscal-assessment-results.json",
  summary: "Export the audit as OSCAL assessment results",
  description:
    `NIST OSCAL 1.1.2 \`assessment-results\`, valid against NIST's schema: \`reviewed-controls\` lists the in-scope controls and ` +
    `excludes the out-of-scope ones with their reasons; each file the audit holds (the package's evidence) is an observation (\`EXAMINE\`) ` +
    `whose \`relevant-evidence\` links the file's download URL with its SHA-256, name, type and size as props and a back-matter resource with ` +
    `the hash in \`rlinks\`; so is each approved document version backing a control in scope (once complete, the version the audit cited), ` +
    `linking \`/api/v1/document-versions/{id}/download\` with its SHA-256, its id, number and approval date as props; each control the ` +
    `auditor marked passed, failed or needing evidence is a finding whose target is satisfied or not; ` +
    `each audit finding is a finding (severity and status as props) with a risk carrying the auditor's remediation (\`recommendation\`), the ` +
    `management response (\`planned\`, \`completed\` once resolved) and the due date as a milestone. \`import-ap\` points at a back-matter ` +
    `resource describing the audit plan (type, framework, period). ${OSCAL_SAME}`,
  auth: "customerOrAuditor",
  params: auditIdParams,
  errors: [404],
  responses: OSCAL_ASSESSMENT_RESULTS_RESPONSES,
});

export const exportOscalPoamRoute = route({
  method: "GET",
  path: "/api/v1/audits/{id}/export/oscal-poam.json",
  summary: "Export the audit's findings as an OSCAL POA&M",
  description:
    `NIST OSCAL 1.1.2 \`plan-of-action-and-milestones\`, valid against NIST's schema: one \`poam-item\` per finding (severity, ` +
    `status, owner and due date as props; the management response as remarks) related to its finding, its risk (status \`open\`, ` +
    `\`remediating\`, \`closed\` or \`deviation-approved\` for an accepted finding; deadline = due date; remediations with the due date as a ` +
    `milestone) and the observations of the evidence on its control. \`import-ssp\` and \`system-id\` name a back-matter resource describing ` +
    `the audited system. An audit without findings answers 409 \`conflict\`: NIST's schema has no empty POA&M. ${OSCAL_SAME}`,
  auth: "customerOrAuditor",
  params: auditIdParams,
  errors: [404, 409],
  responses: oscalFileResponses("The audit's plan of action and milestones", poamShape, POAM_EXAMPLE, "oscal-poam.json"),
});

export const downloadPackageRoute = route({
  method: "GET",
  path: "/api/v1/audits/{id}/package",
  summary: "Download the audit package (ZIP)",
  description: prose(
    "The audit to archive, as one ZIP streamed as it is written: `README.txt`; `report/audit-report.md` and `.pdf`;",
    "`control-matrix.csv`, `findings.csv`, `evidence-requests.csv`, `evidence-index.csv`, `populations.csv`, `samples.csv` (each drawn",
    "item with its sample's seed and algorithm, docs/sampling.md) and `activity-log.csv`; every evidence file the audit sees under",
    "`evidence/<evidence id>/<file name>`; the Markdown of each approved document version backing a control in scope (once complete, the",
    "versions the audit cited) under `documents/<version id>/<title>-v<n>.md`; the risk assessments signed off in the 12 months before",
    "(or the latest one) under `risk-assessments/<title>-<day>.csv` and `.json`; `manifest.json` listing every file with its SHA-256 and",
    "size, for evidence who submitted it, when and for which controls, for a document (`kind: document`) its version id, number, approval",
    "date and controls (evidence whose stored bytes are missing is named under `missing_evidence`); and `SHA256SUMS`, so",
    "`sha256sum -c SHA256SUMS` verifies the unpacked archive. Allowed in every status; not logged. Needs a customer credential for an",
    "audit of the account, or the auditor JWT of this audit (any other audit answers 404).",
  ),
  auth: "customerOrAuditor",
  params: auditIdParams,
  errors: [404],
  responses: {
    200: {
      description: "The package as a ZIP attachment.",
      content: { "application/zip": {} },
      headers: {
        "Content-Disposition": {
          description: "`attachment` with a file name made from the audit's title.",
          required: true,
          example: 'attachment; filename="audit-package-soc-2-fy2026.zip"',
        },
      },
    },
  },
});

export const listActivityRoute = route({
  method: "GET",
  path: "/api/v1/audits/{id}/activity",
  summary: "The audit's full activity log (newest first; filter `type`)",
  description: GATE,
  envelope: "audit",
  params: auditIdParams,
  query: listActivityQuerySchema,
  response: z.array(activityShape),
  paginated: true,
  errors: [404],
});

export const auditRoutes = [
  createAuditRoute,
  listAuditsRoute,
  getAuditRoute,
  updateAuditRoute,
  inviteAuditorRoute,
  listInvitationsRoute,
  listFindingsRoute,
  listEvidenceRequestsRoute,
  respondEvidenceRequestRoute,
  listRequestCommentsRoute,
  addRequestCommentRoute,
  setEvidenceRequestAssignmentRoute,
  setFindingResponseRoute,
  setAuditScopeRoute,
  generateReportRoute,
  downloadReportRoute,
  exportControlsRoute,
  exportFindingsRoute,
  exportEvidenceRequestsRoute,
  exportEvidenceRoute,
  exportOscalAssessmentResultsRoute,
  exportOscalPoamRoute,
  downloadPackageRoute,
  listActivityRoute,
];

import { z } from "zod";
import { prose } from "@/lib/format/prose";
import { domainRoutes } from "@/lib/http/route-spec";
import {
  acceptRiskBody,
  addedLibraryRisksShape,
  addLibraryRisksBody,
  listRiskLibraryQuery,
  riskLibraryEntryShape,
  createRiskAssessmentBody,
  createRiskBody,
  listRiskAssessmentsQuery,
  riskAssessmentShape,
  riskAssessmentSummaryShape,
  signRiskAssessmentBody,
  createRiskTaskBody,
  exportRisksQuery,
  listRiskTasksQuery,
  listRisksQuery,
  riskDetailShape,
  riskFilters,
  riskMatrixShape,
  riskScaleShape,
  riskShape,
  riskTaskParams,
  riskTaskShape,
  updateRiskBody,
  updateRiskTaskBody,
} from "@/lib/risks/schemas";
import { deletedResponse, idParams } from "@/lib/schemas";

const route = domainRoutes({ tags: ["Risks"], auth: "customer" });

const SCORES = prose(
  "Likelihood and impact are levels of the account's scale (`GET /api/v1/risks/scale`; default 5 × 5), 1 = lowest, given in pairs; a",
  "score is likelihood × impact.",
);
const FILTERS = prose(
  "Filters: `status`, `ownerId`, `category`, `q` (title or description), `reviewOverdue`, and on the scores of `basis` (`residual` by",
  "default, where a risk not yet scored after treatment counts at its inherent scores; or `inherent`): `minScore`, `maxScore`, and",
  "`likelihood` and `impact` for one cell of the matrix.",
);

export const createRiskRoute = route({
  method: "POST",
  path: "/api/v1/risks",
  summary: "Add a risk to the register",
  description: prose(
    "A risk with its category, scope, threat and vulnerability, an owner (an active member), inherent scores, a treatment, residual",
    "scores, a target date, a review cadence and the existing controls that treat it (built-in or the account's custom framework",
    "controls). It is numbered `R-n` and starts `assessed` when its inherent scores are given, else `identified`; the next review",
    "date defaults to one cadence from now.",
    "",
    `${SCORES} Writes the first history entry and the audit-trail row \`risk.created\` with the scores. Needs the member role or higher.`,
  ),
  body: createRiskBody,
  response: riskShape,
  status: 201,
  examples: {
    body: {
      title: "Customer data exposed through a misconfigured storage bucket",
      category: "security",
      scope: "Production object storage",
      threat: "An outsider lists and downloads a public bucket",
      vulnerability: "Buckets can be made public by any engineer",
      inherentLikelihood: 3,
      inherentImpact: 5,
      treatment: "mitigate",
      controls: [
        { framework: "soc2", controlId: "CC6.1" },
        { framework: "iso27001", controlId: "A.8.12" },
      ],
    },
  },
});

export const listRisksRoute = route({
  method: "GET",
  path: "/api/v1/risks",
  summary: "List the risk register",
  description: `The account's risks, newest first, paginated (docs/api.md §3). ${FILTERS}`,
  query: listRisksQuery,
  response: z.array(riskShape),
  paginated: true,
});

export const getRiskRoute = route({
  method: "GET",
  path: "/api/v1/risks/{id}",
  summary: "A risk with its history, tasks and controls",
  description: prose(
    "The risk, its linked controls with their titles, every change of its scores, status or treatment (who, when, before and after;",
    "newest first) and its treatment tasks. Another account's risk answers 404.",
  ),
  params: idParams,
  response: riskDetailShape,
  errors: [404],
});

export const updateRiskRoute = route({
  method: "PATCH",
  path: "/api/v1/risks/{id}",
  summary: "Edit a risk, move it along the register or record a review",
  description: prose(
    "Any subset of the fields; null clears a nullable one, `controls` replaces the set. `status` may be `identified`, `assessed`,",
    "`treating` or `closed` (`assessed` and `treating` need the inherent scores, `treating` a treatment; 400 otherwise); leaving",
    "`accepted` drops the acceptance. A risk first scored moves from `identified` to `assessed`. `reviewed: true` records a review",
    "now and moves the next review date one cadence ahead.",
    "",
    `${SCORES} A change of scores, status or treatment adds a history entry; the audit-trail row \`risk.updated\` lists every`,
    "changed field, with the scores before and after. Needs the member role or higher.",
  ),
  params: idParams,
  body: updateRiskBody,
  response: riskShape,
  errors: [404],
  examples: { body: { residualLikelihood: 2, residualImpact: 3, status: "treating" } },
});

export const deleteRiskRoute = route({
  method: "DELETE",
  path: "/api/v1/risks/{id}",
  summary: "Delete a risk",
  description: prose(
    "The risk with its tasks, control links and history. The audit-trail row `risk.deleted` keeps what it was, and a risk assessment",
    "that holds it keeps its snapshot. Needs the member role or higher.",
  ),
  params: idParams,
  response: deletedResponse,
  errors: [404],
});

export const acceptRiskRoute = route({
  method: "POST",
  path: "/api/v1/risks/{id}/accept",
  summary: "Accept a risk",
  description: prose(
    "The risk is retained as it stands (ISO/IEC 27001 6.1.3 d): status `accepted`, treatment `accept`, with the justification, who",
    "accepted it and when, and `expiresOn`, the day the acceptance lapses (after today, else 400). Accepting it again replaces the",
    "acceptance. A closed risk, or one whose inherent scores are not set, answers 409 `conflict`. Writes a history entry and the",
    "audit-trail row `risk.accepted`. Needs the admin role or higher.",
  ),
  role: "admin",
  params: idParams,
  body: acceptRiskBody,
  response: riskShape,
  errors: [404, 409],
  examples: { body: { justification: "The vendor is being replaced in Q2; compensating monitoring is in place.", expiresOn: "2027-06-30" } },
});

export const getRiskMatrixRoute = route({
  method: "GET",
  path: "/api/v1/risks/matrix",
  summary: "The risk matrix: counts per likelihood × impact",
  description: prose(
    "How many risks sit in each cell of the account's scale, by inherent and by residual scores (a risk not yet scored after",
    `treatment counts at its inherent scores), with the list's filters. ${FILTERS}`,
  ),
  query: riskFilters,
  response: riskMatrixShape,
});

export const exportRisksRoute = route({
  method: "GET",
  path: "/api/v1/risks/export",
  summary: "Export the risk register as CSV",
  description: prose(
    "The risks the list's filters select, newest first, as an RFC 4180 file streamed as it is read: a header row (Reference, Title,",
    "Category, Status, Owner, the inherent and residual likelihood, impact and score, Treatment, Treatment plan, Target date, Review",
    "cadence, Next review, Review overdue, Accepted until, Acceptance justification, Controls, Open tasks, Created (UTC)), one row per",
    "risk. A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`.",
    "",
    FILTERS,
  ),
  query: exportRisksQuery,
  responses: {
    200: {
      description: "The register as a CSV attachment.",
      content: { "text/csv": { schema: z.string(), example: "Reference,Title,Category,Status,Owner,Inherent likelihood\r\n" } },
      headers: {
        "Content-Disposition": {
          description: "`attachment` with the day's date in the file name.",
          required: true,
          example: 'attachment; filename="risk-register-2026-12-08.csv"',
        },
      },
    },
  },
});

export const getRiskScaleRoute = route({
  method: "GET",
  path: "/api/v1/risks/scale",
  summary: "The account's likelihood and impact scales",
  description: "One label per level, lowest first; the default is 5 × 5.",
  response: riskScaleShape,
});

export const listRiskTasksRoute = route({
  method: "GET",
  path: "/api/v1/risks/{id}/tasks",
  summary: "A risk's treatment tasks",
  description: "The tasks of the risk's treatment plan, newest first, paginated. Another account's risk answers 404.",
  params: idParams,
  query: listRiskTasksQuery,
  response: z.array(riskTaskShape),
  paginated: true,
  errors: [404],
});

export const createRiskTaskRoute = route({
  method: "POST",
  path: "/api/v1/risks/{id}/tasks",
  summary: "Add a task to a risk's treatment plan",
  description: prose(
    "A task with an assignee (an active member, else 400) and a due date. Writes the audit-trail row `risk_task.created`. Needs the",
    "member role or higher.",
  ),
  params: idParams,
  body: createRiskTaskBody,
  response: riskTaskShape,
  status: 201,
  errors: [404],
  examples: { body: { title: "Block public buckets with an organisation policy", dueDate: "2027-01-31" } },
});

export const updateRiskTaskRoute = route({
  method: "PATCH",
  path: "/api/v1/risks/{id}/tasks/{taskId}",
  summary: "Edit a treatment task, or mark it done",
  description: "Any subset of the fields; `status: done` records when. Writes the audit-trail row `risk_task.updated`. Needs the member role or higher.",
  params: riskTaskParams,
  body: updateRiskTaskBody,
  response: riskTaskShape,
  errors: [404],
  examples: { body: { status: "done" } },
});

export const deleteRiskTaskRoute = route({
  method: "DELETE",
  path: "/api/v1/risks/{id}/tasks/{taskId}",
  summary: "Remove a treatment task",
  description: "Writes the audit-trail row `risk_task.deleted`. Needs the member role or higher.",
  params: riskTaskParams,
  response: deletedResponse,
  errors: [404],
});

export const listRiskLibraryRoute = route({
  method: "GET",
  path: "/api/v1/risks/library",
  summary: "The library of common risks",
  description: prose(
    "A starter catalogue of risks common to a software company, in the catalogue's order: each with a description, threat and",
    "vulnerability, suggested scores (on the default 5 × 5 scale) and treatment, its suggested SOC 2 and ISO/IEC 27001 controls with",
    "their titles, the controls of other built-in frameworks those reach through the official crosswalks, and whether the register",
    "already holds it. Filters: `category`, `q`. Paginated (§3).",
  ),
  query: listRiskLibraryQuery,
  response: z.array(riskLibraryEntryShape),
  paginated: true,
});

export const addLibraryRisksRoute = route({
  method: "POST",
  path: "/api/v1/risks/library",
  summary: "Add library risks to the register",
  description: prose(
    "Adds one or many library entries (`ids`) in one step, each as a risk with the entry's words, suggested scores (left unset when",
    "the account's scale is not the default), treatment and controls, and `ownerId` as owner when given (an active member, else",
    "400). An unknown id is 400 naming it; an entry the register already holds is skipped and listed in `skipped`. One transaction;",
    "each risk writes its history entry and the audit-trail row `risk.created` with `library_id`. Needs the member role or higher.",
  ),
  body: addLibraryRisksBody,
  response: addedLibraryRisksShape,
  status: 201,
  examples: { body: { ids: ["stolen-credentials", "public-bucket", "vendor-breach"] } },
});

const assessments = domainRoutes({ tags: ["Risks"], auth: "customer" });

export const createRiskAssessmentRoute = assessments({
  method: "POST",
  path: "/api/v1/risk-assessments",
  summary: "Run the risk assessment",
  description: prose(
    "A dated assessment (`assessedOn`, default today) holding a snapshot of every risk of the register: its scores, status, treatment",
    "and plan, owner, tasks and controls, with the scales they are scored on. It is a `draft` until an owner or admin signs it off.",
    "The readiness model counts a signed assessment less than 12 months old, with treatment under way, for the risk-assessment",
    'controls (docs/api.md "Readiness"). Writes the audit-trail row `risk_assessment.created`. Needs the member role or higher.',
  ),
  body: createRiskAssessmentBody,
  response: riskAssessmentShape,
  status: 201,
  examples: { body: { title: "Annual risk assessment 2026", summary: "Workshop with engineering, security and the founders." } },
});

export const listRiskAssessmentsRoute = assessments({
  method: "GET",
  path: "/api/v1/risk-assessments",
  summary: "List the risk assessments",
  description: "The account's assessments, newest first, without their snapshots; `status` narrows to drafts or signed ones. Paginated (§3).",
  query: listRiskAssessmentsQuery,
  response: z.array(riskAssessmentSummaryShape),
  paginated: true,
});

export const getRiskAssessmentRoute = assessments({
  method: "GET",
  path: "/api/v1/risk-assessments/{id}",
  summary: "A risk assessment with its snapshot",
  description: "The assessment and every risk as it stood when it was taken, by reference. Another account's assessment answers 404.",
  params: idParams,
  response: riskAssessmentShape,
  errors: [404],
});

export const signRiskAssessmentRoute = assessments({
  method: "POST",
  path: "/api/v1/risk-assessments/{id}/sign-off",
  summary: "Sign a risk assessment off",
  description: prose(
    "An owner or admin signs the draft off (optionally with its final `summary`): who and when are recorded, and from then on the",
    "assessment never changes: signing it again, or any change, answers 409 `conflict`. Writes the audit-trail row",
    "`risk_assessment.signed`. Needs the admin role or higher.",
  ),
  role: "admin",
  params: idParams,
  body: signRiskAssessmentBody,
  response: riskAssessmentShape,
  errors: [404, 409],
  examples: { body: {} },
});

export const exportRiskAssessmentRoute = assessments({
  method: "GET",
  path: "/api/v1/risk-assessments/{id}/export",
  summary: "Export a risk assessment as CSV",
  description: prose(
    "A first row naming the assessment, its day, its status and who signed it off when; an empty row; then a header row and one",
    "row per risk of the snapshot (RFC 4180, CRLF, cells guarded against spreadsheet formulas).",
  ),
  params: idParams,
  errors: [404],
  responses: {
    200: {
      description: "The assessment as a CSV attachment.",
      content: { "text/csv": { schema: z.string(), example: "Annual risk assessment 2026,8 Dec 2026,Signed off,Signed off by Olive Owner\r\n" } },
      headers: {
        "Content-Disposition": {
          description: "`attachment` with the assessment's title and day in the file name.",
          required: true,
          example: 'attachment; filename="annual-risk-assessment-2026-2026-12-08.csv"',
        },
      },
    },
  },
});

export const riskRoutes = [
  createRiskRoute,
  listRisksRoute,
  getRiskMatrixRoute,
  exportRisksRoute,
  getRiskScaleRoute,
  listRiskLibraryRoute,
  addLibraryRisksRoute,
  getRiskRoute,
  updateRiskRoute,
  deleteRiskRoute,
  acceptRiskRoute,
  listRiskTasksRoute,
  createRiskTaskRoute,
  updateRiskTaskRoute,
  deleteRiskTaskRoute,
  createRiskAssessmentRoute,
  listRiskAssessmentsRoute,
  getRiskAssessmentRoute,
  signRiskAssessmentRoute,
  exportRiskAssessmentRoute,
];

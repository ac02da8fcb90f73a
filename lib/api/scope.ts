import { z } from "zod";
import { domainRoutes } from "@/lib/http/route-spec";
import { deletedResponse } from "@/lib/schemas";
import { controlScopeBody, controlScopeParams, controlScopeShape, listControlScopeQuery } from "@/lib/scope/schemas";
import { statementQuery, statementShape } from "@/lib/flows/schemas";
import { frameworkParams } from "@/lib/frameworks/schemas";
import { prose } from "@/lib/format/prose";

const route = domainRoutes({ tags: ["Scope"], auth: "customer" });
const WHICH = prose(
  "Works for built-in frameworks and the account's custom frameworks (`controlId` is the control's id or label, URL-encoded). An unknown",
  "framework or control, or another account's custom framework, answers 404.",
);

export const setControlScopeRoute = route({
  method: "PUT",
  path: "/api/v1/frameworks/{id}/scope/{controlId}",
  summary: "Decide whether a control applies, and why",
  description:
    `Body \`{applicable, justification}\`: whether the control is in the scope of the company's management system, and why (for ` +
    `an excluded control the justification of its exclusion, for an applicable one the reason for its inclusion, e.g. "Risk treatment R-12" or ` +
    `"Contractual"). \`justification\` is required and not empty (at most 1,000 characters). An ISO/IEC 27001 clause (4–10) cannot be excluded: ` +
    `400 \`validation_failed\` naming \`applicable\`. From then on the readiness model counts an excluded control as \`not_applicable\` with ` +
    `the justification as its reason (monitoring checks, assessments, the Statement of Applicability). The same decision again changes nothing; ` +
    `a change writes one audit-trail row (\`control.scope_set\`) with the decision before and after. ${WHICH} Needs the member role or higher.`,
  params: controlScopeParams,
  body: controlScopeBody,
  response: controlScopeShape,
  errors: [404],
  examples: { body: { applicable: false, justification: "No software is developed in-house; development is outsourced under contract (see A.8.30)." } },
});

export const resetControlScopeRoute = route({
  method: "DELETE",
  path: "/api/v1/frameworks/{id}/scope/{controlId}",
  summary: "Withdraw a control's scope decision",
  description:
    `The control is undecided again: applicable, and flagged as not yet decided in the Statement of Applicability. \`id\` in the ` +
    `answer is the withdrawn decision's. A control without a decision answers 404. Writes one audit-trail row (\`control.scope_reset\`) with ` +
    `the decision withdrawn. ${WHICH} Needs the member role or higher.`,
  params: controlScopeParams,
  response: deletedResponse,
  errors: [404],
});

export const listControlScopeRoute = route({
  method: "GET",
  path: "/api/v1/frameworks/{id}/scope",
  summary: "The scope decisions on a framework's controls",
  description: prose(
    "One entry per decided control, by control id; a control without a decision is applicable and undecided, and not listed. An unknown",
    "framework, or another account's custom framework, answers 404.",
  ),
  params: frameworkParams,
  query: listControlScopeQuery,
  response: z.array(controlScopeShape),
  paginated: true,
  errors: [404],
});

export const generateStatementOfApplicabilityRoute = route({
  method: "GET",
  path: "/api/v1/statement-of-applicability",
  summary: "The ISO/IEC 27001 Statement of Applicability",
  description:
    "Every Annex A control of ISO/IEC 27001:2022 (the 93 `A.x.y` controls; clauses 4–10 always apply and are not listed) with its theme, " +
    "whether it applies and the justification (the account's scope decision; a control without one is applicable and flagged `decided: false`, " +
    '"Not yet decided"), its implementation status from the readiness model as of now (met → Implemented, partial → Partially implemented, ' +
    "missing → Not implemented, not applicable → n/a) and the evidence it rests on (current evidence, generated documents and passing automated " +
    "tests, by title and id). The header names the account, the time it was generated and its version (how many decisions, and when the last " +
    "was made). Attestations come from the business profile of the framework's most recently changed monitoring schedule, if any. " +
    "Nothing is stored or metered. " +
    "`format=json` (default) answers the whole statement in one response: it is bounded (93 rows), so it is not paginated. `format=csv` is " +
    "an RFC 4180 file with a header row, one row per control (cells starting with `=`, `+`, `-`, `@`, a tab or a carriage return get a leading " +
    "`'`); `format=pdf` a landscape A4 document with the header, the table (its header row repeated on every page, undecided rows tinted) and page numbers.",
  query: statementQuery,
  responses: {
    200: {
      description: "The statement: enveloped JSON for `format=json`, a CSV or PDF attachment otherwise.",
      content: {
        "application/json": { schema: z.object({ success: z.literal(true), data: statementShape }) },
        "text/csv": {
          schema: z.string(),
          example:
            "Control,Control name,Theme,Applicable,Decided,Justification,Implementation status,Evidence,Implementation note,Decided by,Decided at (UTC)\r\n",
        },
        "application/pdf": {},
      },
      headers: {
        "Content-Disposition": {
          description: "For CSV and PDF: `attachment` with the account and the day in the file name.",
          example: 'attachment; filename="statement-of-applicability-acme-2026-11-27.pdf"',
        },
      },
    },
  },
});

export const scopeRoutes = [setControlScopeRoute, resetControlScopeRoute, listControlScopeRoute, generateStatementOfApplicabilityRoute];

import { z } from "zod";
import { domainRoutes } from "@/lib/http/route-spec";
import { deletedResponse, idParams } from "@/lib/schemas";
import { prose } from "@/lib/format/prose";
import {
  acceptanceShape,
  coverageQuery,
  coverageShape,
  createRequirementBody,
  exportAcceptancesQuery,
  listAcceptancesQuery,
  personPoliciesShape,
  recordAcceptanceBody,
  requirementShape,
  updateRequirementBody,
} from "@/lib/policy-acceptance/schemas";
import { pageQuery } from "@/lib/schemas";

const route = domainRoutes({ tags: ["Policy acceptance"], auth: "customer" });

const ASKED = prose(
  "A requirement always asks for the document's current approved version: approving a new version asks everyone again, and",
  "acceptances of earlier versions stay on record but no longer count.",
);

export const listRequirementsRoute = route({
  method: "GET",
  path: "/api/v1/policy-acceptance/requirements",
  summary: "The documents that require acceptance, with their coverage",
  description: prose("By title. Each names the version asked and how many of the active people asked accepted it.", "", ASKED),
  query: pageQuery,
  response: z.array(requirementShape),
  paginated: true,
});

export const createRequirementRoute = route({
  method: "POST",
  path: "/api/v1/policy-acceptance/requirements",
  summary: "Require a document's acceptance",
  description: prose(
    "Marks an approved, active document of the account as requiring acceptance by every active person (`everyone`) or by the active",
    "people of some departments (matched case-insensitively). Another document is 400 naming `documentId`; a document that already",
    "requires acceptance is 409 `conflict`. Writes `policy_requirement.created`. Needs the admin role.",
    "",
    ASKED,
  ),
  role: "admin",
  body: createRequirementBody,
  response: requirementShape,
  status: 201,
  errors: [409],
  examples: { body: { documentId: "5b1d3c1e-8a8f-4a55-9a43-1f2e3d4c5b6a", audience: "everyone" } },
});

export const updateRequirementRoute = route({
  method: "PATCH",
  path: "/api/v1/policy-acceptance/requirements/{id}",
  summary: "Change whom a document asks",
  description: "Acceptances already recorded stay. Writes `policy_requirement.updated` with the audience before and after. Needs the admin role.",
  role: "admin",
  params: idParams,
  body: updateRequirementBody,
  response: requirementShape,
  errors: [404],
  examples: { body: { audience: "departments", departments: ["Engineering", "Support"] } },
});

export const deleteRequirementRoute = route({
  method: "DELETE",
  path: "/api/v1/policy-acceptance/requirements/{id}",
  summary: "Stop requiring a document's acceptance",
  description: "The acceptances already recorded are kept. Writes `policy_requirement.deleted`. Needs the admin role.",
  role: "admin",
  params: idParams,
  response: deletedResponse,
  errors: [404],
});

export const listAcceptancesRoute = route({
  method: "GET",
  path: "/api/v1/policy-acceptance/records",
  summary: "The acceptance records",
  description: prose("Newest first, every version ever accepted, filtered by `documentId` and `personId`. Records are immutable."),
  query: listAcceptancesQuery,
  response: z.array(acceptanceShape),
  paginated: true,
});

export const recordAcceptanceRoute = route({
  method: "POST",
  path: "/api/v1/policy-acceptance/records",
  summary: "Record that a person accepted a policy",
  description: prose(
    "Records, once and for good, that a person accepted the current approved version of a document that requires acceptance: the version's",
    "number and SHA-256, the time, and the request's address and user agent. A member records their own acceptance (the person with their",
    "e-mail; `personId` may be left out), `channel: self`; an admin may record anyone's on their behalf, `channel: admin`, and another",
    "role naming someone else is 403. The person must be active and in the requirement's audience, and the document must require",
    "acceptance, else 400; the same version again is 409 `conflict`. Writes `policy.accepted`. No route changes or deletes a record.",
  ),
  role: "viewer",
  body: recordAcceptanceBody,
  response: acceptanceShape,
  status: 201,
  errors: [404, 409],
  examples: { body: { documentId: "5b1d3c1e-8a8f-4a55-9a43-1f2e3d4c5b6a" } },
});

export const exportAcceptancesRoute = route({
  method: "GET",
  path: "/api/v1/policy-acceptance/records/export",
  summary: "Export the acceptance records as CSV",
  description: prose(
    "The records `GET /api/v1/policy-acceptance/records` lists, with the same filters, newest first, as a CSV file for an auditor: Person,",
    "E-mail, Document, Document id, Version, Version SHA-256, Accepted at (UTC), Address, User agent and how it was recorded. At most",
    "50,000 rows (past it, a last row says so). A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`.",
  ),
  query: exportAcceptancesQuery,
  responses: {
    200: {
      description: "The records as a CSV attachment.",
      content: {
        "text/csv": {
          schema: z.string(),
          example: "Person,E-mail,Document,Document id,Version,Version SHA-256,Accepted at (UTC),Address,User agent,Recorded\r\n",
        },
      },
      headers: {
        "Content-Disposition": {
          description: "`attachment` with the day's date in the file name.",
          required: true,
          example: 'attachment; filename="policy-acceptances-2026-12-08.csv"',
        },
      },
    },
  },
});

export const getCoverageRoute = route({
  method: "GET",
  path: "/api/v1/policy-acceptance/coverage",
  summary: "Policy acceptance coverage, per document and overall",
  description: prose(
    "Per document requiring acceptance: the active people asked, how many accepted the current version, the share (one decimal) and",
    "`met` at 95% or more, with the people still pending (at most 200, by name). `overall` counts every person-policy pair of the",
    "documents with a current version. The readiness model counts the same figures: at 95% or more the acknowledgement controls",
    "(SOC 2 CC1.1 and CC2.2, ISO/IEC 27001 A.5.1 and A.6.3, HIPAA 164.308(a)(5), SP 800-53 PL-4) get a passing automated outcome.",
  ),
  query: coverageQuery,
  response: coverageShape,
});

export const getPersonPoliciesRoute = route({
  tags: ["People"],
  method: "GET",
  path: "/api/v1/people/{id}/policies",
  summary: "A person's policies",
  description: "Each document asked of the person now, with when they accepted its current version (null while pending). Another account's person is 404.",
  params: idParams,
  response: personPoliciesShape,
  errors: [404],
});

export const policyAcceptanceRoutes = [
  listRequirementsRoute,
  createRequirementRoute,
  updateRequirementRoute,
  deleteRequirementRoute,
  listAcceptancesRoute,
  recordAcceptanceRoute,
  exportAcceptancesRoute,
  getCoverageRoute,
  getPersonPoliciesRoute,
];

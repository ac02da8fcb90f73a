import { z } from "zod";
import { defineRoute, domainRoutes } from "@/lib/http/route-spec";
import { idParams, pageQuery } from "@/lib/schemas";
import { templates } from "@/lib/documents";
import {
  bulkBody,
  bulkShape,
  categoryShape,
  diffQuery,
  diffShape,
  documentOwnersBody,
  documentShape,
  downloadQuery,
  editBody,
  frameworkWithTemplatesShape,
  generateBody,
  listQuery,
  regenerateBody,
  searchBody,
  searchShape,
  templateParams,
  templateShape,
  validateBody,
  validationShape,
  variableDefaultsShape,
  versionParams,
  versionDownloadQuery,
  versionShape,
  versionSummaryShape,
} from "@/lib/documents/schemas";
import { prose } from "@/lib/format/prose";

const tags = ["Documents"];
/** The document routes are what a `documents` key reaches (docs/api.md §4); `read_only` keys read them and `full` keys write too. */
const DOCUMENT_KEY_SCOPES = ["documents", "read_only", "full"] as const;

/** Request examples built from the templates' own field examples, so they stay valid as templates change. */
function exampleVariables(templateIds: string[]): Record<string, string | string[]> {
  const fields = templates.filter((t) => templateIds.includes(t.id)).flatMap((t) => t.fields);
  return Object.fromEntries(fields.filter((f) => f.required).map((f) => [f.name, f.example]));
}
const GDPR_TEMPLATES = templates.filter((t) => t.frameworks.includes("gdpr")).map((t) => t.id);

export const listTemplatesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/documents/templates",
  summary: "Document templates, with their typed fields, sections and a preview",
  description: "The preview is the template rendered with every field's example value.",
  tags,
  auth: "none",
  query: pageQuery,
  response: z.array(templateShape),
  paginated: true,
});

export const getTemplateRoute = defineRoute({
  method: "GET",
  path: "/api/v1/documents/templates/{templateId}",
  summary: "One template with its fields, sections (each with the requirements it satisfies) and preview",
  description: prose(
    "Public. `fields` are the variables `POST /api/v1/documents/generate` takes; the preview is the template rendered with every field's",
    "example value. An unknown id answers 404.",
  ),
  tags,
  auth: "none",
  params: templateParams,
  response: templateShape,
  errors: [404],
});

export const generateRoute = defineRoute({
  method: "POST",
  path: "/api/v1/documents/generate",
  summary: "Generate a document from a template and store it for the API key's account",
  description: prose(
    "`variables` values are strings (`string`, `date` as YYYY-MM-DD, `email`, `url`) or arrays of strings (`string[]`), as the",
    "template's fields say. Every missing required variable, wrong type and unknown variable name is reported at once in",
    "`validation_failed` details (paths like `variables.companyName`). Values are escaped so they cannot add Markdown structure or HTML.",
    "Counts one toward usage `policiesGenerated` (402 `usage_limit_exceeded` past the limit).",
  ),
  tags,
  auth: "apiKeyOrSession",
  keyScopes: DOCUMENT_KEY_SCOPES,
  body: generateBody,
  response: documentShape,
  status: 201,
  errors: [402],
  examples: { body: { templateId: "privacy-policy", variables: exampleVariables(["privacy-policy"]) } },
});

export const bulkRoute = defineRoute({
  method: "POST",
  path: "/api/v1/documents/generate/bulk",
  summary: "Generate several documents at once: a framework's full set or a list of templates",
  description: prose(
    "Body: exactly one of `frameworkId` (every template written for that built-in framework) or `templateIds`, plus shared `variables`.",
    "A template whose variables do not fit, or an unknown template id, is reported in `errors` and the others are generated. A variable",
    "that is a field of no template in the library (a typo; one company profile may serve every template), or a request where no",
    "document can be generated, is `validation_failed` and stores nothing. All generated documents count toward `policiesGenerated`",
    "together: past the limit the whole request is 402 and nothing is stored.",
  ),
  tags,
  auth: "apiKeyOrSession",
  keyScopes: DOCUMENT_KEY_SCOPES,
  body: bulkBody,
  response: bulkShape,
  status: 201,
  errors: [402],
  examples: { body: { frameworkId: "gdpr", variables: exampleVariables(GDPR_TEMPLATES) } },
});

export const validateRoute = defineRoute({
  method: "POST",
  path: "/api/v1/documents/validate",
  summary: "Check a document against a framework's requirements (sections and disclosures)",
  description: prose(
    "Body: `{content, frameworkId, category?}` for Markdown you submit, or `{documentId, frameworkId}` for one of the account's stored",
    "documents (validated against its own category). Without `category` the category whose requirements the content meets best is",
    "assumed and returned. Sections are recognised by their headings (numbering ignored, several phrasings accepted); disclosures by",
    "their substance within one section (synonyms, not one fixed phrase). `score` is the share of required sections and disclosures",
    "present; `valid` means none is missing. A framework without requirements for the category is `validation_failed`.",
  ),
  tags,
  auth: "apiKeyOrSession",
  keyScopes: DOCUMENT_KEY_SCOPES,
  body: validateBody,
  response: validationShape,
  errors: [404],
  examples: {
    body: {
      content:
        "# Privacy Policy\n\n## 1. Who we are\n\nNorthwind Analytics Ltd is the controller of your personal data.\n\n## 2. Your " +
        "rights\n\nYou may ask for access, correction or erasure.\n",
      frameworkId: "gdpr",
      category: "privacy-policy",
    },
  },
});

export const categoriesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/documents/categories",
  summary: "Document categories, with the templates in each",
  description: "Public. Every category of the template library with the number and ids of its templates.",
  tags,
  auth: "none",
  query: pageQuery,
  response: z.array(categoryShape),
  paginated: true,
});

export const frameworksRoute = defineRoute({
  method: "GET",
  path: "/api/v1/documents/frameworks",
  summary: "Built-in frameworks that have templates",
  description: prose(
    "Public. The built-in frameworks at least one template is written for, with those templates; `POST /api/v1/documents/generate/bulk`",
    "with `frameworkId` generates them all.",
  ),
  tags,
  auth: "none",
  query: pageQuery,
  response: z.array(frameworkWithTemplatesShape),
  paginated: true,
});

export const searchRoute = defineRoute({
  method: "POST",
  path: "/api/v1/documents/search",
  summary: "Search templates by keyword, framework and category, ranked by relevance",
  description: prose(
    "All fields optional: `query` (keywords, ranked with BM25 over name, aliases, description, section titles and text), `framework`",
    "(built-in id), `category` (exact; unknown categories match nothing), `limit` (1..50, default 10). Without a query, the templates",
    "passing the filters are listed in library order with score 0. `total` counts all matches; `snippet` is the passage that best",
    "matches the query.",
  ),
  tags,
  auth: "none",
  body: searchBody,
  response: searchShape,
  examples: { body: { query: "data retention", framework: "gdpr", limit: 5 } },
});

export const listDocumentsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/documents",
  summary: "The account's generated documents, newest first",
  description: prose(
    "Documents generated for the account (by any of its API keys), each as its current version with its Markdown content. `status`",
    "(default `active`) chooses active or archived documents. Takes an API key or a customer credential.",
  ),
  tags,
  auth: "customerOrApiKey",
  keyScopes: DOCUMENT_KEY_SCOPES,
  query: listQuery,
  response: z.array(documentShape),
  paginated: true,
});

export const getDocumentRoute = defineRoute({
  method: "GET",
  path: "/api/v1/documents/{id}",
  summary: "One generated document",
  description: prose(
    "A document of the account as its current version (`version`), with its Markdown content and the variables it was rendered from.",
    "Archived documents are answered too (`status`). Another account's document answers 404, like a missing one.",
  ),
  tags,
  auth: "customerOrApiKey",
  keyScopes: DOCUMENT_KEY_SCOPES,
  params: idParams,
  response: documentShape,
  errors: [404],
});

export const downloadDocumentRoute = defineRoute({
  method: "GET",
  path: "/api/v1/documents/{id}/download",
  summary: "Download a generated document as Markdown (.md) or PDF",
  description: prose(
    "`format=markdown` (default) returns the current version's Markdown as `text/markdown`; `format=pdf` renders it to PDF on the",
    "server. `version=n` downloads an earlier version instead (404 when the document has no such version).",
  ),
  tags,
  auth: "customerOrApiKey",
  keyScopes: DOCUMENT_KEY_SCOPES,
  params: idParams,
  query: downloadQuery,
  errors: [404],
  responses: {
    200: {
      description: "The document as an attachment: Markdown for `format=markdown`, PDF for `format=pdf`.",
      content: {
        "text/markdown": {
          schema: z.string(),
          example: "# Privacy Policy\n\n## 1. Who we are\n\nAcme Corp is the controller of your personal data.\n",
        },
        "application/pdf": {},
      },
      headers: {
        "Content-Disposition": {
          description: "`attachment` with a file name made from the title (`.md` or `.pdf`).",
          required: true,
          example: 'attachment; filename="privacy-policy.pdf"',
        },
      },
    },
  },
});

export const downloadDocumentVersionRoute = defineRoute({
  method: "GET",
  path: "/api/v1/document-versions/{id}/download",
  summary: "Download one document version by its id (what an audit cites), as Markdown or PDF",
  description: prose(
    "The version's Markdown (`format=markdown`, default) or its PDF rendering (`format=pdf`), by the version's id, whatever the document's",
    "state now. Served to the account's users, and to the auditor of an audit that the version backs: the approved version of a document",
    'whose kind a control in the audit\'s scope asks for, or a version the completed audit cites (docs/api.md "What evidences a control";',
    "`GET /api/v1/auditor/controls/{id}/documents` lists them). For an auditor the audited account must be on `business` or higher (403",
    "`plan_upgrade_required`). Anyone else, another account's version included, gets 404.",
  ),
  tags,
  auth: "customerOrAuditor",
  params: idParams,
  query: versionDownloadQuery,
  errors: [404],
  responses: {
    200: {
      description: "The version as an attachment: Markdown for `format=markdown`, PDF for `format=pdf`.",
      content: {
        "text/markdown": { schema: z.string(), example: "# Acceptable Use Policy\n\n## 1. Purpose and scope\n\nThis policy applies to everyone.\n" },
        "application/pdf": {},
      },
      headers: {
        "Content-Disposition": {
          description: "`attachment` with a file name made from the title and the version number (`.md` or `.pdf`).",
          required: true,
          example: 'attachment; filename="acceptable-use-policy-v2.md"',
        },
        "X-Content-SHA256": {
          description: "Hex SHA-256 of the version's Markdown (its `contentHash`, the hash an audit cites), for either format.",
          required: true,
          example: "9b74c9897bac770ffc029102a200c5de1f0a4c4ef56a6e1e5c4f6e3a0c5b1d2e",
        },
      },
    },
  },
});

// ---- versions, archive and defaults (docs/api.md §10)

const route = domainRoutes({ tags, auth: "customerOrApiKey" });

const EXAMPLE_DOC_ID = "3f0c9a57-6a4e-4f3c-9b1e-0d6f1f3c2a10";
const versionExample = {
  id: "7c2e1d4b-3a5f-4e6d-8b9c-0a1b2c3d4e5f",
  documentId: EXAMPLE_DOC_ID,
  number: 2,
  source: "edited",
  title: "Acme Corp Privacy Policy",
  contentHash: "9b74c9897bac770ffc029102a200c5de1f0a4c4ef56a6e1e5c4f6e3a0c5b1d2e",
  templateVersion: "1.0.0",
  note: "Named our new support platform",
  createdBy: { type: "user", id: "5d1f3c2a-0e4b-4a8c-9f6d-1b2c3d4e5f60" },
  createdAt: "2026-11-24T10:15:00.000Z",
  current: true,
};

export const listVersionsRoute = route({
  keyScopes: DOCUMENT_KEY_SCOPES,
  method: "GET",
  path: "/api/v1/documents/{id}/versions",
  summary: "A document's versions, newest first",
  description: prose(
    "Every version of the document, highest number first, without content (`GET …/versions/{n}` has it). `source` says how each came to",
    "be: `generated` (version 1), `edited` (Markdown saved) or `regenerated` (the template rendered again); `current` marks the one the",
    "document shows.",
  ),
  params: idParams,
  query: pageQuery,
  response: z.array(versionSummaryShape),
  paginated: true,
  errors: [404],
  examples: { data: [versionExample] },
});

export const getVersionRoute = route({
  keyScopes: DOCUMENT_KEY_SCOPES,
  method: "GET",
  path: "/api/v1/documents/{id}/versions/{n}",
  summary: "One version of a document, with its Markdown",
  description: prose(
    "Version `n` (1, 2, …) with its content and the template variables it was rendered from (an edit keeps those of the version it",
    "edited). An unknown number answers 404.",
  ),
  params: versionParams,
  response: versionShape,
  errors: [404],
  examples: {
    data: {
      ...versionExample,
      content: "# Acme Corp Privacy Policy\n\n## 1. Who we are\n\nAcme Corp is the controller of your personal data.\n",
      variables: { companyName: "Acme Corp" },
    },
  },
});

export const editDocumentRoute = route({
  keyScopes: DOCUMENT_KEY_SCOPES,
  method: "POST",
  path: "/api/v1/documents/{id}/versions",
  summary: "Save edited Markdown as the document's next version",
  description: prose(
    "Body `{content, title?, note?}`: the full Markdown of the new version, optionally a new title (default: the current one) and a note",
    "for the history. The new version (`source: edited`) becomes current and the document is answered. Content and title identical to",
    "the current version are refused with 409 `conflict` (nothing to save); an archived document is 409 `conflict` until restored. Not",
    "metered.",
  ),
  params: idParams,
  body: editBody,
  response: documentShape,
  status: 201,
  errors: [404, 409],
  examples: {
    body: {
      content: "# Acme Corp Privacy Policy\n\n## 1. Who we are\n\nAcme Corp is the controller of your personal data.\n",
      note: "Named our new support platform",
    },
  },
});

export const regenerateDocumentRoute = route({
  keyScopes: DOCUMENT_KEY_SCOPES,
  method: "POST",
  path: "/api/v1/documents/{id}/regenerate",
  summary: "Render the document's template again as its next version",
  description: prose(
    "Renders the library's current version of the document's template, with `variables` when given (checked like `POST",
    "/documents/generate`, every problem at once) or else the current version's variables. The new version (`source: regenerated`)",
    "becomes current and the document is answered. A rendering identical to the current version is 409 `conflict`; so is an archived",
    "document. Not metered: it is a new version of a document already counted.",
  ),
  params: idParams,
  body: regenerateBody,
  response: documentShape,
  status: 201,
  errors: [404, 409],
  examples: { body: { variables: exampleVariables(["privacy-policy"]), note: "New DPO e-mail" } },
});

export const diffVersionsRoute = route({
  keyScopes: DOCUMENT_KEY_SCOPES,
  method: "GET",
  path: "/api/v1/documents/{id}/versions/{n}/diff",
  summary: "Line diff between two versions of a document",
  description: prose(
    "What changed from version `against` (default: `n - 1`) to version `n`: runs of `unchanged`, `added` and `removed` lines in order,",
    "their counts, and the same as a unified diff. `against` may be later than `n` (the diff then reads backwards). Version 1 without",
    "`against` is `validation_failed`; an unknown version is 404.",
  ),
  params: versionParams,
  query: diffQuery,
  response: diffShape,
  errors: [404],
  examples: {
    data: {
      documentId: EXAMPLE_DOC_ID,
      from: { number: 1, title: "Acme Corp Privacy Policy", createdAt: "2026-11-20T09:00:00.000Z" },
      to: { number: 2, title: "Acme Corp Privacy Policy", createdAt: "2026-11-24T10:15:00.000Z" },
      added: 1,
      removed: 1,
      changes: [
        { type: "unchanged", lines: ["# Acme Corp Privacy Policy", ""] },
        { type: "removed", lines: ["We use Zendesk for support."] },
        { type: "added", lines: ["We use Intercom for support."] },
      ],
      patch:
        "===================================================================\n--- version 1\n+++ version 2\n@@ -1,3 +1,3 @@\n # Acme Corp " +
        "Privacy Policy\n \n-We use Zendesk for support.\n+We use Intercom for support.\n",
    },
  },
});

export const archiveDocumentRoute = route({
  keyScopes: DOCUMENT_KEY_SCOPES,
  method: "POST",
  path: "/api/v1/documents/{id}/archive",
  summary: "Archive a document",
  description: prose(
    "The document leaves `GET /documents` (list it with `status=archived`) and no longer counts for monitoring; it can still be read,",
    "downloaded and restored, and keeps its versions. Archiving an archived document answers it unchanged.",
  ),
  params: idParams,
  response: documentShape,
  errors: [404],
});

export const restoreDocumentRoute = route({
  keyScopes: DOCUMENT_KEY_SCOPES,
  method: "POST",
  path: "/api/v1/documents/{id}/restore",
  summary: "Restore an archived document",
  description: "Makes an archived document active again. Restoring an active document answers it unchanged.",
  params: idParams,
  response: documentShape,
  errors: [404],
});

export const setDocumentOwnersRoute = route({
  method: "PUT",
  path: "/api/v1/documents/{id}/owners",
  summary: "Name a document's owner and approver",
  description: prose(
    "Body `{ownerUserId?, approverUserId?}`: each optional, null clears it. Both must be active members of the account (else 400",
    "`validation_failed` naming the field). A new approver while approval is `requested` resets it to `none` (ask again). Needs a",
    "signed-in member (member role or higher).",
  ),
  auth: "customer",
  params: idParams,
  body: documentOwnersBody,
  response: documentShape,
  errors: [404],
  examples: { body: { ownerUserId: "5d1f3c2a-0e4b-4a8c-9f6d-1b2c3d4e5f60", approverUserId: "8a2e4b6c-1d3f-4a5b-8c7d-9e0f1a2b3c4d" } },
});

export const requestDocumentApprovalRoute = route({
  method: "POST",
  path: "/api/v1/documents/{id}/approval-request",
  summary: "Ask the approver to approve the current version",
  description: prose(
    "Sets `approvalState` to `requested` for the current version and notifies the approver (`document.approval_requested`). Without an",
    "approver, or when the current version is already approved, 409 `conflict`; an archived document is 409 too. Needs a signed-in",
    "member (member role or higher).",
  ),
  auth: "customer",
  params: idParams,
  response: documentShape,
  errors: [404, 409],
});

export const approveDocumentRoute = route({
  keyScopes: [],
  method: "POST",
  path: "/api/v1/documents/{id}/approve",
  summary: "Approve the document's current version",
  description: prose(
    "Only the document's named approver, or an admin or owner, may approve (403 `forbidden` otherwise). Records `approvedVersion`,",
    "`approvedBy` and `approvedAt`, sets `approvalState` to `approved` and notifies the owner (`document.approved`). A new version (edit",
    "or regenerate) resets the state to `none`. Approving the already approved version answers it unchanged; an archived document is 409",
    "`conflict`.",
  ),
  auth: "customer",
  params: idParams,
  response: documentShape,
  errors: [404, 409],
});

export const variableDefaultsRoute = route({
  keyScopes: [],
  method: "GET",
  path: "/api/v1/documents/variable-defaults",
  summary: "Template variables prefilled from the signed-in account",
  description: prose(
    "Starting values for the generate forms, from what the account knows: `companyName` (the account's name), `contactEmail` and",
    "`securityEmail` (the user's e-mail) and `effectiveDate` (today, UTC). Never the templates' example company.",
  ),
  auth: "customer",
  response: variableDefaultsShape,
  examples: {
    data: { variables: { companyName: "Acme Corp", contactEmail: "jane@acme.example", securityEmail: "jane@acme.example", effectiveDate: "2026-11-25" } },
  },
});

export const documentRoutes = [
  listTemplatesRoute,
  getTemplateRoute,
  generateRoute,
  bulkRoute,
  validateRoute,
  categoriesRoute,
  frameworksRoute,
  searchRoute,
  listDocumentsRoute,
  getDocumentRoute,
  downloadDocumentRoute,
  downloadDocumentVersionRoute,
  listVersionsRoute,
  getVersionRoute,
  editDocumentRoute,
  regenerateDocumentRoute,
  diffVersionsRoute,
  archiveDocumentRoute,
  restoreDocumentRoute,
  variableDefaultsRoute,
  setDocumentOwnersRoute,
  requestDocumentApprovalRoute,
  approveDocumentRoute,
];

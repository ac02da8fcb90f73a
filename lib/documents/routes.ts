import { z } from "zod";
import { defineRoute } from "@/lib/http/route-spec";
import { idParams, pageQuery } from "@/lib/schemas";
import { templates } from "./templates";
import {
  bulkBody,
  bulkShape,
  categoryShape,
  documentShape,
  frameworkWithTemplatesShape,
  generateBody,
  searchBody,
  searchShape,
  templateParams,
  templateShape,
  validateBody,
  validationShape,
} from "./schemas";

const tags = ["Documents"];

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
  description: "Public. `fields` are the variables `POST /api/v1/documents/generate` takes; the preview is the template rendered with every field's example value. An unknown id answers 404.",
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
  description:
    "`variables` values are strings (`string`, `date` as YYYY-MM-DD, `email`, `url`) or arrays of strings (`string[]`), as the template's fields say. Every missing required variable, wrong type and unknown variable name is reported at once in `validation_failed` details (paths like `variables.companyName`). Values are escaped so they cannot add Markdown structure or HTML. Counts one toward usage `policiesGenerated` (402 `usage_limit_exceeded` past the limit).",
  tags,
  auth: "apiKeyOrSession",
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
  description:
    "Body: exactly one of `frameworkId` (every template written for that built-in framework) or `templateIds`, plus shared `variables`. A template whose variables do not fit, or an unknown template id, is reported in `errors` and the others are generated. A variable that is a field of no template in the library (a typo; one company profile may serve every template), or a request where no document can be generated, is `validation_failed` and stores nothing. All generated documents count toward `policiesGenerated` together: past the limit the whole request is 402 and nothing is stored.",
  tags,
  auth: "apiKeyOrSession",
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
  description:
    "Body: `{content, frameworkId, category?}` for Markdown you submit, or `{documentId, frameworkId}` for one of the account's stored documents (validated against its own category). Without `category` the category whose requirements the content meets best is assumed and returned. Sections are recognised by their headings (numbering ignored, several phrasings accepted); disclosures by their substance within one section (synonyms, not one fixed phrase). `score` is the share of required sections and disclosures present; `valid` means none is missing. A framework without requirements for the category is `validation_failed`.",
  tags,
  auth: "apiKeyOrSession",
  body: validateBody,
  response: validationShape,
  errors: [404],
  examples: {
    body: {
      content: "# Privacy Policy\n\n## 1. Who we are\n\nNorthwind Analytics Ltd is the controller of your personal data.\n\n## 2. Your rights\n\nYou may ask for access, correction or erasure.\n",
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
  description: "Public. The built-in frameworks at least one template is written for, with those templates; `POST /api/v1/documents/generate/bulk` with `frameworkId` generates them all.",
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
  description:
    "All fields optional: `query` (keywords, ranked with BM25 over name, aliases, description, section titles and text), `framework` (built-in id), `category` (exact; unknown categories match nothing), `limit` (1..50, default 10). Without a query, the templates passing the filters are listed in library order with score 0. `total` counts all matches; `snippet` is the passage that best matches the query.",
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
  description: "Documents generated for the account (by any of its API keys), with their Markdown content. Takes an API key or a customer credential.",
  tags,
  auth: "customerOrApiKey",
  query: pageQuery,
  response: z.array(documentShape),
  paginated: true,
});

export const getDocumentRoute = defineRoute({
  method: "GET",
  path: "/api/v1/documents/{id}",
  summary: "One generated document",
  description: "A document of the account with its Markdown content. Another account's document answers 404, like a missing one.",
  tags,
  auth: "customerOrApiKey",
  params: idParams,
  response: documentShape,
  errors: [404],
});

export const downloadQuery = z.object({ format: z.enum(["markdown", "pdf"]).default("markdown") });

export const downloadDocumentRoute = defineRoute({
  method: "GET",
  path: "/api/v1/documents/{id}/download",
  summary: "Download a generated document as Markdown (.md) or PDF",
  description: "`format=markdown` (default) returns the stored Markdown as `text/markdown`; `format=pdf` renders it to PDF on the server.",
  tags,
  auth: "customerOrApiKey",
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
        "Content-Disposition": { description: "`attachment` with a file name made from the title (`.md` or `.pdf`).", required: true, example: 'attachment; filename="privacy-policy.pdf"' },
      },
    },
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
];

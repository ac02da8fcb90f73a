import { z } from "zod";
import { FRAMEWORK_STATUSES } from "@/db/custom-frameworks";
import { IMPORT_BODY_LIMIT } from "@/lib/http/body";
import { domainRoutes } from "@/lib/http/route-spec";
import { deletedResponse, idParams, pageQuery } from "@/lib/schemas";
import { assessmentShape, controlShape, exportShape, frameworkDetailShape, frameworkShape, suggestionShape } from "./response-schemas";
import {
  cloneSchema,
  controlCreateSchema,
  controlParamsSchema,
  controlUpdateSchema,
  frameworkCreateSchema,
  frameworkUpdateSchema,
  importSchema,
  reorderSchema,
  suggestSchema,
} from "./schemas";
import { CUSTOM_FRAMEWORKS_TIER } from "./plan";
import { businessProfileSchema } from "@/lib/readiness";

const route = domainRoutes({ tags: ["Custom frameworks"], auth: "customer", tier: CUSTOM_FRAMEWORKS_TIER });
const LOCK = "Published frameworks answer 409 `framework_locked`: clone to change structure.";

export const listQuery = pageQuery.extend({ status: z.enum(FRAMEWORK_STATUSES).optional() });

export const createCustomFrameworkRoute = route({
  method: "POST",
  path: "/api/v1/custom-frameworks",
  summary: "Create a custom framework (draft)",
  description: `\`category\` is one of custom, industry, internal, regulatory.`,
  body: frameworkCreateSchema,
  response: frameworkShape,
  status: 201,
  errors: [403],
  examples: { body: { name: "Acme security controls", description: "Internal controls on top of SOC 2.", version: "2026.1", category: "internal" } },
});

export const listCustomFrameworksRoute = route({
  method: "GET",
  path: "/api/v1/custom-frameworks",
  summary: "The account's custom frameworks, newest first",
  description: `Deleted frameworks are not listed. Optional \`status\` filter.`,
  query: listQuery,
  response: z.array(frameworkShape),
  paginated: true,
  errors: [403],
});

export const getCustomFrameworkRoute = route({
  method: "GET",
  path: "/api/v1/custom-frameworks/{id}",
  summary: "A custom framework with all its controls in order",
  description: "A deleted framework, or another account's, answers 404.",
  params: idParams,
  response: frameworkDetailShape,
  errors: [403, 404],
});

export const updateCustomFrameworkRoute = route({
  method: "PUT",
  path: "/api/v1/custom-frameworks/{id}",
  summary: "Change name, description, version or category",
  description: `Allowed on published frameworks too. \`null\` clears an optional field.`,
  params: idParams,
  body: frameworkUpdateSchema,
  response: frameworkShape,
  errors: [403, 404],
  examples: { body: { version: "2026.2" } },
});

export const deleteCustomFrameworkRoute = route({
  method: "DELETE",
  path: "/api/v1/custom-frameworks/{id}",
  summary: "Soft-delete a custom framework",
  description: `The framework disappears from list and get; audits that used it keep their snapshot.`,
  params: idParams,
  response: deletedResponse,
  errors: [403, 404],
});

export const addControlRoute = route({
  method: "POST",
  path: "/api/v1/custom-frameworks/{id}/controls",
  summary: "Add a control",
  description: `${LOCK} \`control_id_label\` is unique within the framework (409 \`conflict\`). \`standard_mappings\` items name a built-in framework and one of its controls. Without \`sort_order\` the control goes last; with it, it is inserted at that position.`,
  params: idParams,
  body: controlCreateSchema,
  response: controlShape,
  status: 201,
  errors: [403, 404, 409],
  examples: {
    body: {
      control_id_label: "AC-01",
      title: "Quarterly access reviews",
      description: "Administrator access is reviewed every quarter and approved by the security lead.",
      category: "Access control",
      evidence_requirements: "Review export signed by the reviewer.",
      test_criteria: "Every administrator account appears in the review and was approved.",
      standard_mappings: [{ framework: "soc2", controlId: "CC6.1" }],
    },
  },
});

export const updateControlRoute = route({
  method: "PUT",
  path: "/api/v1/custom-frameworks/{id}/controls/{cid}",
  summary: "Change a control's fields",
  description: `${LOCK} \`sort_order\` moves the control to that position (the others shift).`,
  params: controlParamsSchema,
  body: controlUpdateSchema,
  response: controlShape,
  errors: [403, 404, 409],
  examples: { body: { title: "Monthly access reviews", sort_order: 1 } },
});

export const deleteControlRoute = route({
  method: "DELETE",
  path: "/api/v1/custom-frameworks/{id}/controls/{cid}",
  summary: "Remove a control",
  description: `${LOCK}`,
  params: controlParamsSchema,
  response: deletedResponse,
  errors: [403, 404, 409],
});

export const reorderControlsRoute = route({
  method: "PUT",
  path: "/api/v1/custom-frameworks/{id}/controls/reorder",
  summary: "Put the controls in a new order",
  description: `${LOCK} \`controlIds\` must be exactly the framework's control ids, each once; otherwise \`validation_failed\`. Answers the framework with its controls.`,
  params: idParams,
  body: reorderSchema,
  response: frameworkDetailShape,
  errors: [403, 404, 409],
  examples: { body: { controlIds: ["0b6f1a9e-3c55-4c1e-9a57-2d8a5f0c7e11", "5a3f2c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b"] } },
});

export const publishRoute = route({
  method: "POST",
  path: "/api/v1/custom-frameworks/{id}/publish",
  summary: "Publish: lock the control structure and enable assessments",
  description: `draft → published. Publishing again answers the framework unchanged. A framework without controls publishes too (it then assesses as non-compliant; clone it to add controls).`,
  params: idParams,
  response: frameworkDetailShape,
  errors: [403, 404],
});

export const cloneRoute = route({
  method: "POST",
  path: "/api/v1/custom-frameworks/{id}/clone",
  summary: "Copy a built-in or custom framework into a new draft",
  description: `\`id\` is a built-in framework id (e.g. \`soc2\`) or one of the account's custom framework ids. Cloning a built-in maps every copied control to its source control.`,
  params: z.object({ id: z.string().min(1).max(100) }),
  body: cloneSchema,
  response: frameworkDetailShape,
  status: 201,
  errors: [403, 404],
  examples: { body: { name: "SOC 2 tailored for Acme" } },
});

export const importRoute = route({
  method: "POST",
  path: "/api/v1/custom-frameworks/import",
  summary: "Import a framework from JSON or CSV (creates a draft)",
  description: `\`format: "json"\`: \`data\` is a \`compliance-framework/v1\` document exactly as export answers it. \`format: "csv"\`: \`data\` is \`{ name, csv, description?, version?, category? }\`; \`csv\` has the header \`control_id_label,title,description,category,evidence_requirements,test_criteria,standard_mappings\`, mappings written \`framework:controlId\` separated by \`;\`, quoted fields may hold commas, doubled quotes and newlines. Errors name row (header = row 1) and column. Body up to 5 MiB.`,
  body: importSchema,
  bodyLimit: IMPORT_BODY_LIMIT,
  response: frameworkDetailShape,
  status: 201,
  errors: [403, 413],
});

export const exportRoute = route({
  method: "GET",
  path: "/api/v1/custom-frameworks/{id}/export",
  summary: "Export in compliance-framework/v1",
  description: `Importing the answer's \`data\` with \`format: "json"\` recreates the framework; exporting that gives the same document.`,
  params: idParams,
  response: exportShape,
  errors: [403, 404],
});

/** An assessment may be given the business profile whose practices it counts as attested. */
const assessBody = z.strictObject({ businessProfile: businessProfileSchema.optional() });

export const assessRoute = route({
  method: "POST",
  path: "/api/v1/custom-frameworks/{id}/assess",
  summary: "Assess a published framework with the readiness model",
  description: `Scores every control with the readiness model monitoring uses (docs/api.md "Readiness"): current evidence referring to the control (framework = this framework's id, controlId = its label) or to one of its standard mappings, generated documents of a kind its mapped built-in controls name, and the practices \`businessProfile\` attests (optional; shown as "Attested", never enough alone). Each control answers \`readiness\` (met, partial, missing, not_applicable), \`reason\` and \`sources\`; \`status\` is derived from it (met → satisfied; otherwise stale when only expired evidence refers to it, else missing). score = 100 × (met + ½ · partial) / applicable, to two decimals; status \`compliant\` when every applicable control is met, \`partially_compliant\` from 50, else \`non_compliant\`. Stored, and counted toward usage \`assessments\` (402 when the period's limit is reached). Draft → 409 \`framework_not_published\`.`,
  params: idParams,
  body: assessBody,
  response: assessmentShape,
  status: 201,
  errors: [402, 403, 404, 409],
});

export const latestAssessmentRoute = route({
  method: "GET",
  path: "/api/v1/custom-frameworks/{id}/assessment",
  summary: "The latest stored assessment",
  description: `404 when the framework has not been assessed yet.`,
  params: idParams,
  response: assessmentShape,
  errors: [403, 404],
});

export const suggestMappingsRoute = route({
  method: "POST",
  path: "/api/v1/custom-frameworks/suggest-mappings",
  summary: "Suggest standard mappings for a control",
  description: `Up to 10 built-in controls, best first, with \`confidence\` in 0..1, from a local retrieval model (BM25F with stemming and a security-vocabulary concept table, fused with TF-IDF cosine over stems and bigrams, with pseudo-relevance feedback). Optional \`framework\` (a built-in id) restricts the suggestions to it.`,
  body: suggestSchema,
  response: z.array(suggestionShape),
  errors: [403],
  examples: { body: { title: "Multi-factor authentication for administrators", description: "Administrators sign in with a second factor.", category: "Access control" } },
});

export const customFrameworkRoutes = [
  createCustomFrameworkRoute,
  listCustomFrameworksRoute,
  getCustomFrameworkRoute,
  updateCustomFrameworkRoute,
  deleteCustomFrameworkRoute,
  addControlRoute,
  updateControlRoute,
  deleteControlRoute,
  reorderControlsRoute,
  publishRoute,
  cloneRoute,
  importRoute,
  exportRoute,
  assessRoute,
  latestAssessmentRoute,
  suggestMappingsRoute,
];

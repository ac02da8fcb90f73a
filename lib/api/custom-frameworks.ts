import { z } from "zod";
import { FRAMEWORK_STATUSES, CUSTOM_FRAMEWORKS_TIER } from "@/lib/vocabulary";
import { FRAMEWORK_IMPORT_BODY_LIMIT } from "@/lib/http/body";
import { domainRoutes } from "@/lib/http/route-spec";
import { deletedResponse, idParams, pageQuery } from "@/lib/schemas";
import { assessmentShape } from "@/lib/custom-assessments/schemas";
import {
  cloneSchema,
  controlCreateSchema,
  controlParamsSchema,
  controlShape,
  controlUpdateSchema,
  exportQuery,
  exportShape,
  frameworkCreateSchema,
  frameworkDetailShape,
  frameworkShape,
  frameworkUpdateSchema,
  importResultShape,
  importSchema,
  reorderSchema,
  suggestionFeedbackListQuery,
  suggestionFeedbackSchema,
  suggestionFeedbackShape,
  suggestionShape,
  suggestSchema,
} from "@/lib/custom-frameworks/schemas";
import { oscalCatalogDocumentShape } from "@/lib/oscal/catalog-shape";
import { PRODUCT_NS } from "@/lib/oscal/ids";
import { OSCAL_VERSION } from "@/lib/oscal/version";
import { businessProfileSchema } from "@/lib/readiness/schemas";
import { assessmentResultsShape } from "@/lib/oscal/assessment-results";
import { ASSESSMENT_RESULTS_EXAMPLE } from "@/lib/oscal/examples";
import { prose } from "@/lib/format/prose";

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
  description:
    `${LOCK} \`control_id_label\` is unique within the framework (409 \`conflict\`). \`standard_mappings\` items name a built-in ` +
    `framework and one of its controls, with optional provenance: \`origin\` (\`user\`, the default, or \`suggestion\` with its \`confidence\` ` +
    `and \`modelVersion\`) and the NIST OLIR \`relationship\` of this control to the mapped one; \`copied\` and \`crosswalk\` are the product's ` +
    `and are refused (docs/api.md §9 "Mapping provenance"). Without \`sort_order\` the control goes last; with it, it is inserted at that position.`,
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
      standard_mappings: [
        { framework: "soc2", controlId: "CC6.1" },
        { framework: "iso27001", controlId: "A.5.18", origin: "suggestion", relationship: "intersects_with", confidence: 0.82, modelVersion: "suggest-1" },
      ],
    },
  },
});

export const updateControlRoute = route({
  method: "PUT",
  path: "/api/v1/custom-frameworks/{id}/controls/{cid}",
  summary: "Change a control's fields",
  description:
    `${LOCK} \`sort_order\` moves the control to that position (the others shift). \`standard_mappings\` replaces the whole ` +
    `list; a \`copied\` or \`crosswalk\` mapping is accepted only exactly as the control holds it (docs/api.md §9 "Mapping provenance").`,
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
  description:
    `${LOCK} \`controlIds\` must be exactly the framework's control ids, each once; otherwise \`validation_failed\`. Answers the ` +
    `framework with its controls.`,
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
  description: prose(
    "draft → published. Publishing again answers the framework unchanged. A framework without controls publishes too (it then assesses as",
    "non-compliant; clone it to add controls).",
  ),
  params: idParams,
  response: frameworkDetailShape,
  errors: [403, 404],
});

export const cloneRoute = route({
  method: "POST",
  path: "/api/v1/custom-frameworks/{id}/clone",
  summary: "Copy a built-in or custom framework into a new draft",
  description: prose(
    "`id` is a built-in framework id (e.g. `soc2`) or one of the account's custom framework ids. Cloning a built-in maps every copied",
    "control to its source control.",
  ),
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
  summary: "Import a framework from JSON, CSV or OSCAL (creates a draft)",
  description: prose(
    '`format: "json"`: `data` is a `compliance-framework/v1` document exactly as export answers it. `format: "csv"`: `data` is `{ name,',
    "csv, description?, version?, category? }`; `csv` has the header",
    "`control_id_label,title,description,category,evidence_requirements,test_criteria,standard_mappings`, mappings written",
    "`framework:controlId` separated by `;`, quoted fields may hold commas, doubled quotes and newlines. Errors name row (header = row 1)",
    "and column.",
    "",
    '`format: "oscal"`: `data` is `{ catalog?, profile?, name? }` with at least one of `catalog` and `profile` — the content of an OSCAL',
    'catalog file (`{"catalog": {…}}`), of a profile file (`{"profile": {…}}`), or both side by side. Both are checked against NIST\'s',
    "OSCAL schemas: each problem answers 400 `validation_failed` with its JSON path (`data.catalog.groups.0.controls.3.params.0.id`) and",
    'nothing is written. A catalog\'s groups become categories (nested groups joined with " › "), its controls and enhancements become',
    "controls in document order (a group's own controls before its sub-groups'), labelled by their `label` prop (else their id); the",
    "statement becomes the description, parameters shown as `[Assignment: …]` / `[Selection (one or more): …]` or their set values;",
    "assessment objectives and methods become the test criteria; withdrawn controls are left out. A profile's imports resolve against",
    "`catalog` when given, else against the built-in SP 800-53 (`nist-800-53`, ids like `ac-2.1`; its controls have no parameters):",
    "include-all, include-controls/exclude-controls by `with-ids` and glob `matching`, `with-child-controls`, merge `as-is` (else flat),",
    "`set-parameters`, `alters` adds and removes. Each control's OSCAL id, parameters, props, links and parts are kept (`oscal` on the",
    "control) and an OSCAL export writes them back. The answer's `report` lists what was not carried over (`skipped`) or carried with a",
    "caveat (`notes`); the framework keeps it. Body up to 16 MiB.",
  ),
  body: importSchema,
  bodyLimit: FRAMEWORK_IMPORT_BODY_LIMIT,
  response: importResultShape,
  status: 201,
  errors: [403, 413],
  examples: {
    body: {
      format: "oscal",
      data: {
        catalog: {
          uuid: "3c1f6a2e-9b7d-4e8f-a1b2-c3d4e5f6a7b8",
          metadata: { title: "Acme control catalog", "last-modified": "2026-01-15T09:00:00Z", version: "2026.1", "oscal-version": "1.1.2" },
          groups: [
            {
              id: "ac",
              title: "Access control",
              controls: [
                {
                  id: "ac-1",
                  title: "Access reviews",
                  params: [{ id: "ac-1_prm_1", label: "frequency" }],
                  props: [{ name: "label", value: "AC-1" }],
                  parts: [{ id: "ac-1_smt", name: "statement", prose: "Review administrator access {{ insert: param, ac-1_prm_1 }}." }],
                },
              ],
            },
          ],
        },
      },
    },
  },
});

const EXPORT_JSON = z
  .object({ success: z.literal(true), data: exportShape })
  .describe("`format=json`: the `compliance-framework/v1` document in the envelope.");

export const exportRoute = route({
  method: "GET",
  path: "/api/v1/custom-frameworks/{id}/export",
  summary: "Export in compliance-framework/v1 or as an OSCAL catalog",
  description:
    `\`format=json\` (default): the \`compliance-framework/v1\` document in the usual envelope; importing the answer's \`data\` ` +
    `with \`format: "json"\` recreates the framework, and exporting that gives the same document. \`format=oscal\`: an OSCAL ${OSCAL_VERSION} ` +
    `catalog file (\`{"catalog": …}\`, valid against NIST's catalog schema, not wrapped in the envelope) sent as an attachment. Its uuid is ` +
    `stable and its \`last-modified\` is the framework's \`updated_at\`, so the same framework gives the same bytes. What an OSCAL import kept ` +
    `is written back (metadata, groups, back-matter; each control's id, class, params, props, links and parts, enhancements nested under their ` +
    `parent), so importing the export again gives the same controls, parameters and order; an edited description or test criteria replaces the ` +
    `statement or assessment parts. Other controls get an id from their label (\`AC-2(1)\` → \`ac-2.1\`), one group per category, their ` +
    `evidence requirements as a part and their mappings as props of the namespace \`${PRODUCT_NS}\`.`,
  params: idParams,
  query: exportQuery,
  errors: [403, 404],
  responses: {
    200: {
      description: "`format=json`: the document in the envelope. `format=oscal`: the OSCAL catalog as a JSON attachment.",
      content: { "application/json": { schema: z.union([EXPORT_JSON, oscalCatalogDocumentShape]) } },
      headers: {
        "Content-Disposition": {
          description: "Only for `format=oscal`: `attachment` with a file name made from the framework's name.",
          example: 'attachment; filename="acme-security-controls-oscal-catalog.json"',
        },
      },
    },
  },
});

/** An assessment may be given the business profile whose practices it counts as attested. */
const assessBody = z.strictObject({ businessProfile: businessProfileSchema.optional() });

export const assessRoute = route({
  method: "POST",
  path: "/api/v1/custom-frameworks/{id}/assess",
  summary: "Assess a published framework with the readiness model",
  description: prose(
    'Scores every control with the readiness model monitoring uses (docs/api.md "Readiness"): current evidence referring to the control',
    "(framework = this framework's id, controlId = its label) or to one of its standard mappings, generated documents of a kind its mapped",
    'built-in controls name, and the practices `businessProfile` attests (optional; shown as "Attested", never enough alone). Each control',
    "answers `readiness` (met, partial, missing, not_applicable), `reason` and `sources`; `status` is derived from it (met → satisfied;",
    "otherwise stale when only expired evidence refers to it, else missing). score = 100 × (met + ½ · partial) / applicable, to two",
    "decimals; status `compliant` when every applicable control is met, `partially_compliant` from 50, else `non_compliant`. Stored, and",
    "counted toward usage `assessments` (402 when the period's limit is reached). Draft → 409 `framework_not_published`.",
  ),
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

export const exportAssessmentResultsRoute = route({
  method: "GET",
  path: "/api/v1/custom-frameworks/{id}/assessment/oscal",
  summary: "Export the latest assessment as OSCAL assessment results",
  description: prose(
    "The latest stored assessment as a NIST OSCAL 1.1.2 `assessment-results` document, valid against NIST's schema, as a JSON attachment",
    "(the document itself, not wrapped in `{success, data}`). Per applicable control: one observation listing every source weighed",
    "(evidence, with its API URL; documents; tests as `TEST`; attestations as `INTERVIEW`) and the evidence count, and one finding",
    "targeting the control's statement (`<id>_smt`, the id an imported control kept or NIST's spelling of the label), `satisfied` when",
    "the control is met, else `not-satisfied`, with `readiness` and `status` (satisfied, stale, missing) as props. A not-applicable",
    "control is excluded in `reviewed-controls` with its reason. Every uuid derives from the assessment and its controls, every",
    "timestamp from when it ran, so exporting the same assessment again is byte-identical. 404 when the framework has not been assessed",
    "yet.",
  ),
  params: idParams,
  errors: [403, 404],
  responses: {
    200: {
      description: "The assessment as OSCAL assessment results, a JSON attachment.",
      content: { "application/json": { schema: assessmentResultsShape, example: ASSESSMENT_RESULTS_EXAMPLE } },
      headers: {
        "Content-Disposition": {
          description: "`attachment` with a file name made from the framework's name.",
          required: true,
          example: 'attachment; filename="vendor-security-oscal-assessment-results.json"',
        },
      },
    },
  },
});

export const suggestMappingsRoute = route({
  method: "POST",
  path: "/api/v1/custom-frameworks/suggest-mappings",
  summary: "Suggest standard mappings for a control",
  description: prose(
    "Up to 10 built-in controls, best first, with `confidence` in 0..1 and the `modelVersion` that ranked them, from a local retrieval",
    "model (BM25F with stemming and a security-vocabulary concept table, fused with TF-IDF cosine over stems and bigrams, with",
    "pseudo-relevance feedback), which also learns from the official NIST crosswalks the product ships (the controls each crosswalk maps",
    "to carry the names of the controls mapped to them, and the crosswalk controls most like the text vote for their mapped controls). The",
    "account's own decisions (`POST …/suggest-mappings/feedback`) on similar texts re-rank the answer: an accepted control rises, a",
    "rejected one sinks or drops out. Optional `framework` (a built-in id) restricts the suggestions to it.",
  ),
  body: suggestSchema,
  response: z.array(suggestionShape),
  errors: [403],
  examples: {
    body: { title: "Multi-factor authentication for administrators", description: "Administrators sign in with a second factor.", category: "Access control" },
  },
});

export const recordSuggestionFeedbackRoute = route({
  method: "POST",
  path: "/api/v1/custom-frameworks/suggest-mappings/feedback",
  summary: "Accept or reject a suggested mapping",
  description: prose(
    "Records a decision on one suggestion: the control text it was for (`title`, `description`, `category` as sent to suggest-mappings),",
    "the suggested built-in control (`framework`, `controlId`; an unknown pair is `validation_failed`), `decision` `accepted` or",
    "`rejected`, and optionally the suggestion's `confidence` and `modelVersion`. The account's later suggestions for a similar text rank",
    "an accepted control higher and a rejected one lower, in proportion to how alike the texts are; other accounts are not affected.",
    "Written to the audit trail.",
  ),
  body: suggestionFeedbackSchema,
  response: suggestionFeedbackShape,
  status: 201,
  errors: [403],
  examples: {
    body: {
      title: "Multi-factor authentication for administrators",
      description: "Administrators sign in with a second factor.",
      framework: "iso27001",
      controlId: "A.8.5",
      decision: "accepted",
      confidence: 0.91,
      modelVersion: "suggest-2026.11.2-crosswalk",
    },
  },
});

export const listSuggestionFeedbackRoute = route({
  method: "GET",
  path: "/api/v1/custom-frameworks/suggest-mappings/feedback",
  summary: "The account's decisions on suggested mappings, newest first",
  description: `Optional \`decision\` filter (\`accepted\` or \`rejected\`).`,
  query: suggestionFeedbackListQuery,
  response: z.array(suggestionFeedbackShape),
  paginated: true,
  errors: [403],
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
  exportAssessmentResultsRoute,
  suggestMappingsRoute,
  recordSuggestionFeedbackRoute,
  listSuggestionFeedbackRoute,
];

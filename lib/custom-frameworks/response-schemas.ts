import { z } from "zod";
import { FRAMEWORK_CATEGORIES, MAPPING_ORIGINS, MAPPING_RELATIONSHIPS, SUGGESTION_DECISIONS } from "@/db/custom-frameworks";
import { ASSESSMENT_STATUSES, CONTROL_ASSESSMENT_STATUSES, FRAMEWORK_STATUSES } from "@/lib/vocabulary";
import { EXPORT_FORMAT } from "./internal/types";
import { readinessFields } from "@/lib/readiness/schemas";
import { prose } from "@/lib/format/prose";

/**
 * The one declaration of every custom-framework response (OpenAPI): present.ts returns these outputs,
 * services and the console import the types below; nothing re-declares them.
 */

/** A standard mapping with its provenance (docs/api.md §9 "Mapping provenance"); `origin` is always given. */
export const mappingShape = z.object({
  framework: z.string(),
  controlId: z.string(),
  origin: z
    .enum(MAPPING_ORIGINS)
    .describe(
      prose(
        "`user`: made by a person (mappings stored before provenance existed read as `user`); `suggestion`: an accepted suggestion;",
        "`copied`: set by cloning a built-in framework; `crosswalk`: from an official crosswalk.",
      ),
    ),
  relationship: z
    .enum(MAPPING_RELATIONSHIPS)
    .optional()
    .describe(
      "NIST OLIR relationship of this control to the mapped one (`subset_of`: all this control asks for, the mapped one asks for too). Absent: not stated.",
    ),
  confidence: z.number().min(0).max(1).optional().describe("A suggestion's confidence when it was accepted."),
  modelVersion: z.string().optional().describe("The suggestion model's version."),
  source: z.string().optional().describe("A crosswalk's publication, named with its version."),
});
/** A mapping as the API answers it. */
export type StandardMappingJson = z.output<typeof mappingShape>;
/** A mapping as requests send it: without `origin` it is the person's own (`user`). */
export type StandardMapping = Omit<StandardMappingJson, "origin"> & { origin?: StandardMappingJson["origin"] };

export const frameworkShape = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  version: z.string().nullable(),
  category: z.enum(FRAMEWORK_CATEGORIES).nullable(),
  status: z.enum(FRAMEWORK_STATUSES),
  control_count: z.number().int(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomFramework = z.output<typeof frameworkShape>;

/** What a control imported from OSCAL shows beyond its columns (the rest of what the import kept is exported as it came). */
export const controlOscalShape = z
  .object({
    id: z.string().describe("The control's OSCAL id (e.g. `ac-2.1`); an OSCAL export writes it back."),
    parent: z.string().nullable().describe("The OSCAL id of the control it is an enhancement of, or null."),
    parameters: z
      .array(
        z.object({
          id: z.string(),
          label: z.string().nullable(),
          values: z.array(z.string()).describe("Values a catalog or profile set; empty when the parameter is still open."),
          text: z.string().describe("How the statement shows it: the values, or `[Assignment: …]` / `[Selection (one or more): …]`."),
        }),
      )
      .describe("The control's parameters in catalog order."),
    guidance: z.string().nullable().describe("The control's guidance (supplemental text), as plain lines."),
  })
  .nullable()
  .describe("Null unless the control was imported from an OSCAL catalog or profile.");
export type ControlOscal = z.output<typeof controlOscalShape>;

export const controlShape = z.object({
  id: z.string(),
  framework_id: z.string(),
  control_id_label: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  evidence_requirements: z.string().nullable(),
  test_criteria: z.string().nullable(),
  standard_mappings: z.array(mappingShape),
  sort_order: z.number().int(),
  oscal: controlOscalShape,
  created_at: z.string(),
  updated_at: z.string(),
});

export type CustomControl = z.output<typeof controlShape>;
/** The fields a control is made of, without identity, order or timestamps; its mappings as a request sends them. */
export type ControlFields = Omit<CustomControl, "id" | "framework_id" | "sort_order" | "created_at" | "updated_at" | "standard_mappings" | "oscal"> & {
  standard_mappings: StandardMapping[];
};

export const frameworkDetailShape = frameworkShape.extend({ controls: z.array(controlShape) });
export type CustomFrameworkWithControls = z.output<typeof frameworkDetailShape>;

const reportEntry = z.object({
  path: z
    .string()
    .describe(
      prose(
        "JSON path in the request (`data.catalog.groups.0.controls.3`, `data.profile.modify.set-parameters.1`), `nist-800-53#ac-2` for a",
        "control of the built-in catalog, or `resolved.…` for a group of the catalog a profile resolved to.",
      ),
    ),
  reason: z.string(),
});

/** What an OSCAL import made of the documents (docs/api.md §9 "OSCAL"). */
export const importReportShape = z.object({
  source: z.enum(["catalog", "profile"]),
  controls_imported: z.number().int(),
  enhancements: z.number().int().describe("Of the controls imported, how many are enhancements of another."),
  groups: z.number().int(),
  parameters: z.number().int(),
  parameters_set: z.number().int().describe("Parameters a profile's `set-parameters` changed."),
  imports: z
    .array(z.object({ href: z.string(), resolved_against: z.string(), controls_selected: z.number().int() }))
    .describe("A profile's imports and the catalog each was resolved against; empty for a catalog."),
  skipped: z
    .array(reportEntry)
    .describe(
      prose(
        "Not carried over: withdrawn controls, unknown ids, unsupported directives (`merge.custom`), settings for parameters no selected",
        "control has, invalid mappings.",
      ),
    ),
  notes: z.array(reportEntry).describe("Carried over with a caveat: kept for export but not shown, shortened, relabelled."),
  omitted: z.number().int().describe("Entries past the first 200, left out of `skipped` and `notes`."),
});
export type OscalImportReport = z.output<typeof importReportShape>;

/** What import answers: the new draft, and for `format: "oscal"` the report. */
export const importResultShape = frameworkDetailShape.extend({
  report: importReportShape.optional().describe('Only for `format: "oscal"`.'),
});
export type ImportResult = z.output<typeof importResultShape>;

/** `compliance-framework/v1`: what export answers and import with `format: "json"` takes. */
export const exportShape = z.object({
  format: z.literal(EXPORT_FORMAT),
  framework: z.object({
    name: z.string(),
    description: z.string().nullable(),
    version: z.string().nullable(),
    category: z.enum(FRAMEWORK_CATEGORIES).nullable(),
  }),
  controls: z.array(
    controlShape.pick({
      control_id_label: true,
      title: true,
      description: true,
      category: true,
      evidence_requirements: true,
      test_criteria: true,
      standard_mappings: true,
      sort_order: true,
    }),
  ),
});
export type FrameworkExport = z.output<typeof exportShape>;

export const assessmentShape = z.object({
  id: z.string(),
  frameworkId: z.string(),
  score: z.number().min(0).max(100).describe('100 × (met + ½ · partial) / applicable controls, to two decimals (docs/api.md "Readiness").'),
  status: z.enum(ASSESSMENT_STATUSES),
  controls: z.array(
    z.object({
      control_id_label: z.string(),
      title: z.string(),
      status: z
        .enum(CONTROL_ASSESSMENT_STATUSES)
        .describe("Derived from `readiness`: met → satisfied; otherwise stale when only expired evidence refers to it, else missing."),
      evidenceCount: z.number().int(),
      gaps: z.array(z.string()),
      // Stored assessments made before the readiness model have none of these.
      readiness: readinessFields.readiness.optional(),
      reason: readinessFields.reason.optional(),
      sources: readinessFields.sources.optional(),
    }),
  ),
  assessedAt: z.string(),
});
export type Assessment = z.output<typeof assessmentShape>;
export type ControlAssessment = Assessment["controls"][number];

export const suggestionShape = z.object({
  framework: z.string(),
  controlId: z.string(),
  controlName: z.string(),
  confidence: z.number().min(0).max(1),
  modelVersion: z.string().describe('The suggestion model that ranked it; send it back with an accepted mapping (`origin: "suggestion"`) and with feedback.'),
});
export type MappingSuggestion = z.output<typeof suggestionShape>;

/** One recorded decision on a suggestion (`POST …/suggest-mappings/feedback`). */
export const suggestionFeedbackShape = z.object({
  id: z.string(),
  queryText: z.string().describe("The control text the suggestion was for: title, description and category, one per line."),
  framework: z.string(),
  controlId: z.string(),
  decision: z.enum(SUGGESTION_DECISIONS),
  confidence: z.number().min(0).max(1).nullable(),
  modelVersion: z.string().nullable(),
  decidedBy: z.string().nullable().describe("The member who decided (null for an API key)."),
  createdAt: z.string(),
});
export type SuggestionFeedback = z.output<typeof suggestionFeedbackShape>;

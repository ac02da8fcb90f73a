import { z } from "zod";
import { FRAMEWORK_CATEGORIES, MAPPING_ORIGINS, MAPPING_RELATIONSHIPS, SUGGESTION_DECISIONS } from "@/db/custom-frameworks";
import { EXPORT_FORMAT } from "./internal/types";
import { builtinFrameworkIds, getBuiltinControl, isBuiltinFrameworkId } from "@/lib/frameworks";
import { pageQuery } from "@/lib/schemas";
import { mappingIssues } from "./internal/mappings";
import { uuidParam } from "@/lib/uuid";
import { prose } from "@/lib/format/prose";
import { FRAMEWORK_STATUSES } from "@/lib/vocabulary";

/** Limits that keep one framework's rows bounded; imports of a few thousand controls fit. */
export const LIMITS = {
  name: 200,
  label: 100,
  title: 500,
  shortText: 200,
  longText: 10_000,
  mappingsPerControl: 100,
  controlsPerFramework: 10_000,
} as const;

const required = (max: number) => z.string().trim().min(1, "Required; may not be empty").max(max);
/** Optional text: absent leaves it alone, null or "" clears it. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === "" ? null : v));

/**
 * A standard mapping with its provenance (docs/api.md §9 "Mapping provenance"). `origin` defaults to `user`; a
 * `suggestion` states its `confidence` and `modelVersion` (only it may); `copied` and `crosswalk` are the product's
 * own and are accepted only as sent back unchanged (lib/custom-frameworks/internal/mappings.ts) or in an imported
 * export. `relationship` absent = not stated.
 */
export const mappingSchema = z
  .strictObject({
    framework: required(100),
    controlId: required(100),
    origin: z.enum(MAPPING_ORIGINS).optional(),
    relationship: z.enum(MAPPING_RELATIONSHIPS).optional(),
    confidence: z.number().min(0).max(1).optional(),
    modelVersion: required(100).optional(),
    source: required(LIMITS.shortText).optional(),
  })
  .superRefine((m, ctx) => {
    const suggestion = m.origin === "suggestion";
    for (const field of ["confidence", "modelVersion"] as const) {
      if (suggestion && m[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: `Required for a mapping with origin "suggestion".` });
      if (!suggestion && m[field] !== undefined)
        ctx.addIssue({ code: "custom", path: [field], message: `Only a mapping with origin "suggestion" carries ${field}.` });
    }
    if (m.source !== undefined && m.origin !== "crosswalk")
      ctx.addIssue({ code: "custom", path: ["source"], message: `Only a mapping with origin "crosswalk" names a source.` });
  });

/** Validated against the built-in catalogs, all problems reported together. */
export const mappingsSchema = z
  .array(mappingSchema)
  .max(LIMITS.mappingsPerControl)
  .superRefine((list, ctx) => {
    for (const issue of mappingIssues(list, "")) {
      ctx.addIssue({
        code: "custom",
        message: issue.message,
        path: issue.path
          .split(".")
          .filter(Boolean)
          .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      });
    }
  });

export const categorySchema = z.enum(FRAMEWORK_CATEGORIES).nullable().optional();

export const frameworkCreateSchema = z.strictObject({
  name: required(LIMITS.name),
  description: optional(LIMITS.longText),
  version: optional(LIMITS.shortText),
  category: categorySchema,
});

export const frameworkUpdateSchema = z
  .strictObject({
    name: required(LIMITS.name).optional(),
    description: optional(LIMITS.longText),
    version: optional(LIMITS.shortText),
    category: categorySchema,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Provide at least one of name, description, version, category." });

const controlFields = {
  control_id_label: required(LIMITS.label),
  title: required(LIMITS.title),
  description: optional(LIMITS.longText),
  category: optional(LIMITS.shortText),
  evidence_requirements: optional(LIMITS.longText),
  test_criteria: optional(LIMITS.longText),
  standard_mappings: mappingsSchema.optional(),
  sort_order: z.number().int().min(0).max(1_000_000).optional(),
};

export const controlCreateSchema = z.strictObject(controlFields);

export const controlUpdateSchema = z
  .strictObject({
    control_id_label: controlFields.control_id_label.optional(),
    title: controlFields.title.optional(),
    description: controlFields.description,
    category: controlFields.category,
    evidence_requirements: controlFields.evidence_requirements,
    test_criteria: controlFields.test_criteria,
    standard_mappings: controlFields.standard_mappings,
    sort_order: controlFields.sort_order,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Provide at least one control field to change." });

export const reorderSchema = z.strictObject({
  controlIds: z.array(z.string().trim().min(1)).max(LIMITS.controlsPerFramework),
});

export const cloneSchema = z.strictObject({
  name: required(LIMITS.name),
});

/** The `compliance-framework/v1` document (export output, json import input). */
export const exportDocumentSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  framework: z.strictObject({
    name: required(LIMITS.name),
    description: optional(LIMITS.longText),
    version: optional(LIMITS.shortText),
    category: categorySchema,
  }),
  controls: z
    .array(
      z.strictObject({
        ...controlFields,
        // import may omit these; export always writes them
        standard_mappings: mappingsSchema.optional(),
      }),
    )
    .max(LIMITS.controlsPerFramework),
});

export const csvImportDataSchema = z.strictObject({
  name: required(LIMITS.name),
  csv: z.string().min(1, "Required; may not be empty"),
  description: optional(LIMITS.longText),
  version: optional(LIMITS.shortText),
  category: categorySchema,
});

/** An OSCAL document's body, checked against NIST's schema by the import itself so each problem names its JSON path. */
const oscalObject = (what: string) => z.record(z.string(), z.unknown()).describe(what);

/**
 * `format: "oscal"`: `data` holds the documents side by side, as their files do (`{catalog}` and/or `{profile}`),
 * so a catalog file's content can be sent as `data` unchanged.
 */
export const oscalImportDataSchema = z
  .strictObject({
    $schema: z.string().max(2000).optional().describe("Ignored (OSCAL files may name their JSON Schema)."),
    catalog: oscalObject("An OSCAL catalog: the `catalog` object of a catalog file (NIST OSCAL 1.1).").optional(),
    profile: oscalObject(
      prose(
        "An OSCAL profile: the `profile` object of a profile file. Its imports resolve against `catalog` when given, else against the",
        "built-in SP 800-53 (`nist-800-53`).",
      ),
    ).optional(),
    name: required(LIMITS.name).optional().describe("The new framework's name; default: the catalog's or profile's title."),
  })
  .refine((d) => d.catalog !== undefined || d.profile !== undefined, { message: "Provide `catalog`, `profile` or both." });

export const importSchema = z.discriminatedUnion("format", [
  z.strictObject({ format: z.literal("json"), data: exportDocumentSchema }),
  z.strictObject({ format: z.literal("csv"), data: csvImportDataSchema }),
  z.strictObject({ format: z.literal("oscal"), data: oscalImportDataSchema }),
]);

export const EXPORT_FORMATS = ["json", "oscal"] as const;
export const exportQuery = z.object({
  format: z
    .enum(EXPORT_FORMATS)
    .default("json")
    .describe("`json` (default): the `compliance-framework/v1` document in the usual envelope. `oscal`: an OSCAL catalog file (attachment)."),
});

const builtinFrameworkId = z
  .string()
  .trim()
  .min(1)
  .refine((id) => isBuiltinFrameworkId(id), { message: `Must be a built-in framework id: ${builtinFrameworkIds.join(", ")}` });

export const suggestSchema = z.strictObject({
  title: required(LIMITS.title),
  description: optional(LIMITS.longText),
  category: optional(LIMITS.shortText),
  framework: builtinFrameworkId.optional(),
});

/** A decision on one suggestion: the control text it was for (as suggest-mappings took it) and the pair decided. */
export const suggestionFeedbackSchema = z
  .strictObject({
    title: required(LIMITS.title),
    description: optional(LIMITS.longText),
    category: optional(LIMITS.shortText),
    framework: builtinFrameworkId,
    controlId: required(100),
    decision: z.enum(SUGGESTION_DECISIONS),
    confidence: z.number().min(0).max(1).optional(),
    modelVersion: required(100).optional(),
  })
  .superRefine((v, ctx) => {
    if (isBuiltinFrameworkId(v.framework) && !getBuiltinControl(v.framework, v.controlId)) {
      ctx.addIssue({ code: "custom", path: ["controlId"], message: `Framework "${v.framework}" has no control "${v.controlId}".` });
    }
  });

export const suggestionFeedbackListQuery = pageQuery.extend({ decision: z.enum(SUGGESTION_DECISIONS).optional() });

export const controlParamsSchema = z.object({
  id: uuidParam(),
  cid: uuidParam(),
});

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

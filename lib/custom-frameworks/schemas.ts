import { z } from "zod";
import { FRAMEWORK_CATEGORIES, MAPPING_ORIGINS, MAPPING_RELATIONSHIPS, SUGGESTION_DECISIONS } from "@/db/custom-frameworks";
import { EXPORT_FORMAT } from "./internal/types";
import { builtinFrameworkIds, getBuiltinControl, isBuiltinFrameworkId } from "@/lib/frameworks";
import { pageQuery } from "@/lib/schemas";
import { mappingIssues } from "./internal/mappings";
import { uuidParam } from "@/lib/uuid";
import { prose } from "@/lib/format/prose";

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

const controlShape = {
  control_id_label: required(LIMITS.label),
  title: required(LIMITS.title),
  description: optional(LIMITS.longText),
  category: optional(LIMITS.shortText),
  evidence_requirements: optional(LIMITS.longText),
  test_criteria: optional(LIMITS.longText),
  standard_mappings: mappingsSchema.optional(),
  sort_order: z.number().int().min(0).max(1_000_000).optional(),
};

export const controlCreateSchema = z.strictObject(controlShape);

export const controlUpdateSchema = z
  .strictObject({
    control_id_label: controlShape.control_id_label.optional(),
    title: controlShape.title.optional(),
    description: controlShape.description,
    category: controlShape.category,
    evidence_requirements: controlShape.evidence_requirements,
    test_criteria: controlShape.test_criteria,
    standard_mappings: controlShape.standard_mappings,
    sort_order: controlShape.sort_order,
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
        ...controlShape,
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

export * from "./response-schemas";

import { z } from "zod";
import { FRAMEWORK_CATEGORIES } from "@/db/custom-frameworks";
import { EXPORT_FORMAT } from "./internal/types";
import { builtinFrameworkIds, isBuiltinFrameworkId } from "@/lib/frameworks";
import { mappingIssues } from "./internal/mappings";
import { uuidParam } from "@/lib/uuid";

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

export const mappingSchema = z.strictObject({
  framework: required(100),
  controlId: required(100),
});

/** Validated against the built-in catalogs, all problems reported together. */
export const mappingsSchema = z
  .array(mappingSchema)
  .max(LIMITS.mappingsPerControl)
  .superRefine((list, ctx) => {
    for (const issue of mappingIssues(list, "")) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path.split(".").filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p)) });
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

export const importSchema = z.discriminatedUnion("format", [
  z.strictObject({ format: z.literal("json"), data: exportDocumentSchema }),
  z.strictObject({ format: z.literal("csv"), data: csvImportDataSchema }),
]);

export const suggestSchema = z.strictObject({
  title: required(LIMITS.title),
  description: optional(LIMITS.longText),
  category: optional(LIMITS.shortText),
  framework: z
    .string()
    .trim()
    .min(1)
    .refine((id) => isBuiltinFrameworkId(id), { message: `Must be a built-in framework id: ${builtinFrameworkIds.join(", ")}` })
    .optional(),
});

export const controlParamsSchema = z.object({
  id: uuidParam(),
  cid: uuidParam(),
});

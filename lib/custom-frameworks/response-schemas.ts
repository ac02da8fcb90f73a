import { z } from "zod";
import { ASSESSMENT_STATUSES, CONTROL_ASSESSMENT_STATUSES, FRAMEWORK_CATEGORIES, FRAMEWORK_STATUSES } from "@/db/custom-frameworks";
import { EXPORT_FORMAT } from "./internal/types";
import { readinessFields } from "@/lib/readiness";

/**
 * The one declaration of every custom-framework response (OpenAPI): present.ts returns these outputs,
 * services and the console import the types below; nothing re-declares them.
 */

export const mappingShape = z.object({ framework: z.string(), controlId: z.string() });
export type StandardMapping = z.output<typeof mappingShape>;

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
  created_at: z.string(),
  updated_at: z.string(),
});

export type CustomControl = z.output<typeof controlShape>;
/** The fields a control is made of, without identity, order or timestamps. */
export type ControlFields = Omit<CustomControl, "id" | "framework_id" | "sort_order" | "created_at" | "updated_at">;

export const frameworkDetailShape = frameworkShape.extend({ controls: z.array(controlShape) });
export type CustomFrameworkWithControls = z.output<typeof frameworkDetailShape>;

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
  score: z.number().min(0).max(100).describe("100 × (met + ½ · partial) / applicable controls, to two decimals (docs/api.md \"Readiness\")."),
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
});
export type MappingSuggestion = z.output<typeof suggestionShape>;

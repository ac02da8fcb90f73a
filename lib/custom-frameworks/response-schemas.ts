import { z } from "zod";
import { EXPORT_FORMAT, FRAMEWORK_CATEGORIES } from "./types";

const mapping = z.object({ framework: z.string(), controlId: z.string() });

export const frameworkShape = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  version: z.string().nullable(),
  category: z.enum(FRAMEWORK_CATEGORIES).nullable(),
  status: z.enum(["draft", "published"]),
  control_count: z.number().int(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const controlShape = z.object({
  id: z.string(),
  framework_id: z.string(),
  control_id_label: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  evidence_requirements: z.string().nullable(),
  test_criteria: z.string().nullable(),
  standard_mappings: z.array(mapping),
  sort_order: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const frameworkDetailShape = frameworkShape.extend({ controls: z.array(controlShape) });

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

export const assessmentShape = z.object({
  id: z.string(),
  frameworkId: z.string(),
  score: z.number().int().min(0).max(100),
  status: z.enum(["compliant", "partially_compliant", "non_compliant"]),
  controls: z.array(
    z.object({
      control_id_label: z.string(),
      title: z.string(),
      status: z.enum(["satisfied", "stale", "missing"]),
      evidenceCount: z.number().int(),
      gaps: z.array(z.string()),
    }),
  ),
  assessedAt: z.string(),
});

export const suggestionShape = z.object({
  framework: z.string(),
  controlId: z.string(),
  controlName: z.string(),
  confidence: z.number().min(0).max(1),
});

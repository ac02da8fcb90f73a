import { z } from "zod";
import { readinessFields } from "@/lib/readiness/schemas";
import { ASSESSMENT_STATUSES, CONTROL_ASSESSMENT_STATUSES } from "@/lib/vocabulary";

/** The one declaration of a custom framework's assessment (OpenAPI): the serializer returns it, the console imports the type. */
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

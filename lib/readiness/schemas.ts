import { z } from "zod";
import { READINESS_SOURCE_TYPES, READINESS_STATUSES, type ReadinessSourceType, type ReadinessStatus } from "@/db/monitoring";

/**
 * The readiness model's vocabulary (docs/api.md "Readiness"), declared once: monitoring results and
 * custom-framework assessments both embed these shapes per control, and the console imports the types.
 */

export { READINESS_SOURCE_TYPES, READINESS_STATUSES, type ReadinessSourceType, type ReadinessStatus };

export const readinessSourceShape = z.object({
  type: z.enum(READINESS_SOURCE_TYPES),
  id: z.string().optional().describe("The evidence item, generated document or test; absent for attestations."),
  title: z.string().describe("The evidence's or document's title, the test's name, or the attested practice."),
  detail: z
    .string()
    .describe('Why it counts or not, e.g. "current", "expired 2026-03-01", "privacy policy", "attested in the business profile", "test failing".'),
  counts: z.boolean().describe("Whether it counts toward the control (expired evidence and failing tests are shown but do not count)."),
});
export type ReadinessSource = z.output<typeof readinessSourceShape>;

/** The readiness fields every per-control result carries, beside its family's own status vocabulary. */
export const readinessFields = {
  readiness: z.enum(READINESS_STATUSES).describe("The control's status in the one readiness model (docs/api.md \"Readiness\")."),
  reason: z.string().describe("Why the control has that status, in plain words, and what to do next."),
  sources: z.array(readinessSourceShape).describe("Every source weighed for the control, counted or not."),
};

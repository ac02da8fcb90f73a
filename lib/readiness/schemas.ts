import { z } from "zod";

/**
 * The readiness model's vocabulary (docs/api.md "Readiness"), declared once: monitoring results and
 * custom-framework assessments both embed these shapes per control, and the console imports the types.
 */

/** How ready one control is: the one answer monitoring, assessments and the console share. */
export const READINESS_STATUSES = ["met", "partial", "missing", "not_applicable"] as const;
export type ReadinessStatus = (typeof READINESS_STATUSES)[number];

/** Where a control's support comes from. `attestation` is the company's own statement, never proof. */
export const READINESS_SOURCE_TYPES = ["evidence", "document", "attestation", "test"] as const;
export type ReadinessSourceType = (typeof READINESS_SOURCE_TYPES)[number];

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

import { z } from "zod";
import { MAPPING_ORIGINS, MAPPING_RELATIONSHIPS } from "@/db/custom-frameworks";
import { READINESS_SOURCE_TYPES, type ReadinessSourceType } from "@/db/monitoring";
import { READINESS_STATUSES } from "@/lib/vocabulary";

/**
 * The readiness model's vocabulary (docs/api.md "Readiness"), declared once: monitoring results and
 * custom-framework assessments both embed these shapes per control, and the console imports the types.
 */

export { READINESS_SOURCE_TYPES, type ReadinessSourceType };

export const readinessSourceShape = z.object({
  type: z.enum(READINESS_SOURCE_TYPES),
  id: z.string().optional().describe("The evidence item, approved document, test or risk assessment; absent for attestations."),
  title: z.string().describe("The evidence's or document's title, the test's name, or the attested practice."),
  detail: z
    .string()
    .describe('Why it counts or not, e.g. "current", "expired 1 Mar 2026", "privacy policy", "attested in the business profile", "test failing".'),
  counts: z.boolean().describe("Whether it counts toward the control (expired evidence, integration snapshots and failing tests are shown but do not count)."),
  via: z
    .object({
      framework: z.string(),
      controlId: z.string(),
      relationship: z.enum(MAPPING_RELATIONSHIPS).nullable().describe("The mapped control's NIST OLIR relationship to this control; null when not stated."),
      kind: z.enum(["direct", "derived"]).describe("`derived`: a chain of two mappings through `through`."),
      origin: z.enum(MAPPING_ORIGINS),
      support: z.enum(["full", "partial"]).describe("`partial`: this source can make the control at most `partial`."),
      source: z.string().optional().describe("The crosswalk publication, with its version."),
      through: z.object({ framework: z.string(), controlId: z.string() }).optional(),
    })
    .optional()
    .describe('Present when the source refers to a mapped control rather than this one (docs/api.md "Readiness").'),
  version: z
    .object({
      id: z.string().describe("The document version's id."),
      number: z.int().describe("Its number, from 1."),
      sha256: z.string().describe("SHA-256 (hex) of the version's Markdown."),
      approvedAt: z.string().nullable().describe("When it was approved."),
    })
    .optional()
    .describe("For a document: the approved version that counts (a later draft does not count until it is approved)."),
});
export type ReadinessSource = z.output<typeof readinessSourceShape>;

/** The readiness fields every per-control result carries, beside its family's own status vocabulary. */
export const readinessFields = {
  readiness: z.enum(READINESS_STATUSES).describe('The control\'s status in the one readiness model (docs/api.md "Readiness").'),
  reason: z.string().describe("Why the control has that status, in plain words, and what to do next."),
  sources: z.array(readinessSourceShape).describe("Every source weighed for the control, counted or not."),
};

// The business profile the readiness model reads, and its vocabulary (practices, data types).
export { businessProfileSchema } from "./internal/profile";
export { DATA_TYPES, PRACTICE_KEYS, PRACTICES } from "./internal/practices";

import { z } from "zod";
import { DATA_TYPES, PRACTICE_KEYS, type PracticeKey } from "./practices";
import type { Attestation } from "./types";

const practicesShape = Object.fromEntries(PRACTICE_KEYS.map((k) => [k, z.boolean().optional()])) as Record<PracticeKey, z.ZodOptional<z.ZodBoolean>>;

/**
 * A business profile: the practices the company attests and the data types it handles (docs/api.md §11,
 * "Readiness"). Monitoring schedules store one; an assessment may be given one. Strict at every level so
 * that a misspelt practice is a validation error rather than a silently unattested practice; an omitted
 * practice is simply not attested, and is stored as `false` so the record says so.
 */
export const businessProfileSchema = z
  .strictObject({
    companyName: z.string().trim().min(1).max(200).optional(),
    industry: z.string().trim().min(1).max(100).optional(),
    employeeCount: z.number().int().min(1).max(10_000_000).optional(),
    regions: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    dataTypes: z.array(z.enum(DATA_TYPES)).max(DATA_TYPES.length).default([]),
    practices: z.strictObject(practicesShape).default({}),
  })
  .transform((p) => ({
    ...p,
    regions: [...new Set(p.regions)],
    dataTypes: [...new Set(p.dataTypes)].sort(),
    practices: Object.fromEntries(PRACTICE_KEYS.map((k) => [k, p.practices[k] === true])) as Record<PracticeKey, boolean>,
  }));

export type BusinessProfile = z.output<typeof businessProfileSchema>;

/** The practices a profile attests, labelled as the company's own statement. */
export function attestationsOf(profile: Pick<BusinessProfile, "practices">): Attestation[] {
  return PRACTICE_KEYS.filter((k) => profile.practices[k]).map((practice) => ({ practice, statedIn: "the business profile" }));
}

import { z } from "zod";
import { RECORDED_SAMPLE_RESULTS, FINDING_SEVERITIES } from "@/lib/vocabulary";
import { isoDateTime, pageQuery, requiredText } from "@/lib/schemas";
import { uuidParam } from "@/lib/uuid";

/**
 * More items than this is no longer a sample: each one becomes an evidence request someone has to answer.
 * Testing a larger population in full is a different procedure than drawing from it.
 */
export const MAX_SAMPLE_SIZE = 1000;

/** Bodies and parameters of samples (docs/api.md §8 "Samples", docs/sampling.md); snake_case, strict. */
export const createSampleSchema = z.strictObject({
  size: z
    .int()
    .min(1)
    .max(MAX_SAMPLE_SIZE)
    .optional()
    .describe("Items to draw; another size than the recommended one needs `override_reason`. At most the population's row count."),
  higher_risk: z.boolean().optional().describe("Recommend the high end of the frequency's range (docs/sampling.md)."),
  override_reason: requiredText(2000).optional().describe("Why the sample is not the recommended size; recorded with the sample."),
  seed: z
    .string()
    // Not trimmed: the seed is re-performed byte for byte, so what is stored is exactly what was sent.
    .min(1, "Required")
    .max(200)
    .regex(/^[^\p{C}]+$/u, "must be printable characters only")
    .optional()
    .describe("The draw's seed (1–200 printable characters); by default 32 random hex digits. The same seed, population and size draw the same rows."),
  due_at: isoDateTime().optional().describe("When each item's evidence request is due; default 14 days from now."),
  dry_run: z.boolean().optional().describe("Answer the items the draw gives without recording anything: how a recorded sample is re-performed."),
});
export type CreateSampleInput = z.infer<typeof createSampleSchema>;

export const recordSampleResultSchema = z
  .strictObject({
    result: z.enum(RECORDED_SAMPLE_RESULTS),
    notes: requiredText(5000).optional().describe("What the auditor saw; required for an exception."),
    severity: z
      .enum(FINDING_SEVERITIES)
      .optional()
      .describe("Severity of the finding the sample's first exception opens (default `minor`); ignored afterwards."),
  })
  .superRefine((v, issue) => {
    if (v.result === "exception" && !v.notes) issue.addIssue({ code: "custom", path: ["notes"], message: "is required for an exception" });
  });
export type RecordSampleResultInput = z.infer<typeof recordSampleResultSchema>;
/** What the auditor portal sends. */
export type RecordSampleResultBody = z.input<typeof recordSampleResultSchema>;

export const listSamplesQuerySchema = pageQuery.extend({
  population_id: uuidParam().optional(),
});
export type SampleFilter = Pick<z.infer<typeof listSamplesQuerySchema>, "population_id">;

const position = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, "Must be a position")
  .transform(Number);

export const populationParams = z.object({ pid: uuidParam() });
export const sampleParams = z.object({ sid: uuidParam() });
export const sampleItemParams = z.object({ sid: uuidParam(), position });
export const auditSampleParams = z.object({ id: uuidParam(), sid: uuidParam() });

export * from "./response-schemas";

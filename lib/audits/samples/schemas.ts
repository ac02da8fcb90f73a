import { z } from "zod";
import { RECORDED_SAMPLE_RESULTS, FINDING_SEVERITIES, SAMPLE_ITEM_RESULTS, EVIDENCE_REQUEST_STATUSES } from "@/lib/vocabulary";
import { isoDateTime, pageQuery, requiredText } from "@/lib/schemas";
import { uuidParam } from "@/lib/uuid";
import { CONTROL_FREQUENCIES, POPULATION_KINDS } from "@/db/audit-populations";

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

/** Response `data` shapes of samples, declared once; the serializers (internal/serialize.ts) return their types. */
const ts = z.iso.datetime();

const drawnItemShape = z.object({
  position: z.int().describe("Place in the draw, 1-based."),
  row_number: z.int().describe("The population row drawn (rows are numbered 1..N in the order received)."),
  item_key: z.string(),
  occurred_at: ts.nullable(),
  owner_email: z.string().nullable(),
  data: z.record(z.string(), z.string()),
});

export const sampleItemShape = drawnItemShape.extend({
  evidence_request_id: z.uuid().nullable(),
  evidence_request_status: z.enum(EVIDENCE_REQUEST_STATUSES).nullable(),
  result: z.enum(SAMPLE_ITEM_RESULTS),
  notes: z.string().nullable(),
  tested_at: ts.nullable(),
});

const drawShape = z.object({
  size: z.int(),
  recommended_size: z.int(),
  seed: z.string(),
  algorithm: z.string().describe("The draw's procedure (docs/sampling.md), e.g. `sha256-ctr-fisher-yates-v1`."),
  population_row_count: z.int(),
  population_sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .describe("SHA-256 (hex) of the population when drawn (docs/sampling.md)."),
});

export const sampleShape = drawShape.extend({
  id: z.uuid(),
  population: z.object({ id: z.uuid(), name: z.string(), control_id: z.string(), kind: z.enum(POPULATION_KINDS), frequency: z.enum(CONTROL_FREQUENCIES) }),
  override_reason: z.string().nullable(),
  finding_id: z.uuid().nullable().describe("The finding the sample's exceptions roll into, once there is one."),
  drawn_by: z.object({ id: z.string().nullable(), name: z.string() }),
  created_at: ts,
  counts: z.object({ passed: z.int(), exception: z.int(), pending: z.int() }),
});

export const sampleDetailShape = sampleShape.extend({ items: z.array(sampleItemShape) });

/** A dry run: what the draw gives, nothing recorded. */
export const sampleDrawShape = drawShape.extend({
  dry_run: z.literal(true),
  population_id: z.uuid(),
  test_in_full: z.boolean(),
  items: z.array(drawnItemShape),
});

export type DrawnItemJson = z.output<typeof drawnItemShape>;
export type SampleItemJson = z.output<typeof sampleItemShape>;
export type SampleJson = z.output<typeof sampleShape>;
export type SampleDetailJson = z.output<typeof sampleDetailShape>;
export type SampleDrawJson = z.output<typeof sampleDrawShape>;

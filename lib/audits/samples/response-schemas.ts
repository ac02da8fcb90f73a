import { z } from "zod";
import { CONTROL_FREQUENCIES, POPULATION_KINDS } from "@/db/audit-populations";
import { SAMPLE_ITEM_RESULTS, EVIDENCE_REQUEST_STATUSES } from "@/lib/vocabulary";

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

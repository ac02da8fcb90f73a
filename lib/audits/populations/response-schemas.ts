import { z } from "zod";
import { CONTROL_FREQUENCIES, POPULATION_KINDS, POPULATION_SOURCES } from "@/db/audit-populations";
import { deletedResponse } from "@/lib/schemas";

/**
 * Response `data` shapes of populations, the one declaration of each: the document reads the schemas and the
 * serializers (internal/serialize.ts) return the types inferred from them.
 */
const ts = z.iso.datetime();

const personShape = z.object({ user_id: z.uuid(), name: z.string() });

export const populationShape = z.object({
  id: z.uuid(),
  audit_id: z.uuid(),
  control_id: z.string(),
  name: z.string(),
  kind: z.enum(POPULATION_KINDS),
  frequency: z.enum(CONTROL_FREQUENCIES),
  source: z.enum(POPULATION_SOURCES),
  source_detail: z.string().nullable().describe("The uploaded file's name, when one was given."),
  columns: z.array(z.string()).describe("The data columns each row carries besides key, date and owner, in upload order."),
  row_count: z.int().min(0),
  coverage_from: ts.nullable().describe("The earliest item date; null when no row has one."),
  coverage_to: ts.nullable().describe("The latest item date."),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .meta({ example: "9f2c1e0b7a4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0918273645f5e4" })
    .describe("SHA-256 (hex) of the content as received: the CSV text's UTF-8 bytes, or for pushed rows `JSON.stringify` of the normalized rows array."),
  owner: personShape.nullable().describe("Who answers for the population and asserts its completeness; null if they left."),
  completeness: z
    .object({ statement: z.string(), asserted_at: ts, asserted_by: personShape.nullable() })
    .nullable()
    .describe("The owner's completeness assertion; null until made. Asserting again replaces it."),
  samples_drawn: z.int().min(0).describe("Samples the auditor drew from this population; one or more locks it against deletion."),
  created_by: z.uuid().nullable(),
  created_at: ts,
});

export const populationRowShape = z.object({
  row_number: z.int().min(1).describe("1..row_count in the order received: the numbers a sample draws."),
  key: z.string(),
  occurred_at: ts.nullable(),
  owner_email: z.string().nullable(),
  data: z.record(z.string(), z.string()),
});

export const rowErrorShape = z.object({
  line: z.int().min(1).nullable().describe("CSV: the line as a spreadsheet numbers it (header = 1). Null for pushed rows."),
  row: z.int().min(1).nullable().describe("The row's number (1..N); null for a problem of the whole file or its header."),
  column: z.string().nullable().describe("The CSV header (or field of a pushed row) at fault; null for the whole row."),
  message: z.string(),
});

export const populationPreviewShape = z.object({
  headers: z.array(z.string()),
  mapping: z
    .object({ key: z.string(), occurred_at: z.string().nullable(), owner_email: z.string().nullable() })
    .nullable()
    .describe("The header each field is read from; null when the file's header could not be read."),
  mapping_suggested: z.boolean().describe("True when `mapping` was guessed from the header names because none was given."),
  columns: z.array(z.string()).describe("The headers that become data columns (every header the mapping does not name)."),
  rows: z.array(populationRowShape).max(20).describe("The first 20 rows, normalized as they would be stored."),
  row_count: z.int().min(0),
  errors: z.array(rowErrorShape).max(100).describe("The first 100 problems, in file order."),
  error_count: z.int().min(0).describe("Every problem found; an upload with any is refused."),
});

export const populationDeletedShape = deletedResponse;

export type PopulationJson = z.output<typeof populationShape>;
export type PopulationRowJson = z.output<typeof populationRowShape>;
export type RowErrorJson = z.output<typeof rowErrorShape>;
export type PopulationPreviewJson = z.output<typeof populationPreviewShape>;

import { z } from "zod";
import { CONTROL_FREQUENCIES, POPULATION_KINDS, POPULATION_SOURCES } from "@/db/audit-populations";
import { REGISTER_POPULATION_KINDS } from "@/lib/vocabulary";
import { pageQuery, deletedResponse } from "@/lib/schemas";

/** Request bodies and queries of populations (docs/api.md §8): snake_case, strict, trimmed. */
const text = (max: number) => z.string().trim().min(1, "must not be empty").max(max);

/** The most rows one population takes (one request, one transaction). */
export const MAX_POPULATION_ROWS = 100_000;
/** The most data columns a row carries besides key, date and owner. */
export const MAX_POPULATION_COLUMNS = 100;
/**
 * A CSV of about 20 MB arrives JSON-escaped inside the body (each quote and line end grows by a byte or
 * more), so the routes that take one read up to 32 MiB. The CSV text itself is held to 24 M characters.
 */
export const POPULATION_BODY_LIMIT = 32 * 1024 * 1024;
const MAX_CSV_CHARS = 24 * 1024 * 1024;

export const populationParams = z.object({ id: z.uuid("must be a UUID"), pid: z.uuid("must be a UUID") });
/** The auditor's routes name only the population: the audit is the token's. */
export const auditorPopulationParams = z.object({ pid: z.uuid("must be a UUID") });

/** Which CSV header holds each field; names match exactly, else ignoring case and surrounding spaces. */
export const populationMappingSchema = z.strictObject({
  key: text(200),
  occurred_at: text(200).optional(),
  owner_email: text(200).optional(),
});
export type PopulationMapping = z.infer<typeof populationMappingSchema>;

const csvText = z.string().min(1, "must not be empty").max(MAX_CSV_CHARS, `must be at most ${MAX_CSV_CHARS} characters`);

export const previewPopulationSchema = z.strictObject({
  csv: csvText,
  mapping: populationMappingSchema.optional(),
});
export type PreviewPopulationInput = z.infer<typeof previewPopulationSchema>;

/** One pushed row. Its content is checked row by row by the service (missing key, bad date…), like a CSV line. */
export const pushedRowSchema = z.strictObject({
  key: z.string().max(500),
  occurred_at: z.string().max(100).nullable().optional(),
  owner_email: z.string().max(320).nullable().optional(),
  data: z.record(z.string().min(1).max(200), z.string().max(10_000)).optional(),
});
export type PushedRow = z.infer<typeof pushedRowSchema>;

/**
 * The kinds the product keeps a register of, which `source: "register"` reads for the audit's period: the incident
 * register (lib/incidents), and the people roster's new hires and terminations (lib/people).
 */
export const REGISTER_KINDS = REGISTER_POPULATION_KINDS satisfies readonly (typeof POPULATION_KINDS)[number][];

export const createPopulationSchema = z
  .strictObject({
    control_id: text(100),
    name: text(200),
    kind: z.enum(POPULATION_KINDS),
    frequency: z.enum(CONTROL_FREQUENCIES),
    owner_user_id: z.uuid("must be a UUID").optional(),
    source: z.enum(POPULATION_SOURCES),
    csv: csvText.optional(),
    /** `source: "integration"`: the rows come from this integration's last sync (lib/integrations population sources). */
    integration_id: z.uuid("must be a UUID").optional(),
    filename: text(255).optional(),
    mapping: populationMappingSchema.optional(),
    rows: z.array(pushedRowSchema).max(MAX_POPULATION_ROWS, `must hold at most ${MAX_POPULATION_ROWS} rows`).optional(),
  })
  .superRefine((v, issue) => {
    const given = [v.csv, v.rows, v.integration_id].filter((x) => x !== undefined).length;
    if (v.source === "register") {
      if (given !== 0) issue.addIssue({ code: "custom", path: ["source"], message: "source register takes none of csv, rows or integration_id" });
      if (!(REGISTER_KINDS as readonly string[]).includes(v.kind))
        issue.addIssue({ code: "custom", path: ["kind"], message: `the product's registers give: ${REGISTER_KINDS.join(", ")}` });
      return;
    }
    if (given !== 1) {
      issue.addIssue({ code: "custom", path: [v.csv === undefined ? "rows" : "csv"], message: "give exactly one of csv, rows or integration_id" });
      return;
    }
    if (v.source === "integration" && v.integration_id === undefined)
      issue.addIssue({ code: "custom", path: ["integration_id"], message: "source integration takes the integration in integration_id" });
    if (v.integration_id !== undefined && v.source !== "integration")
      issue.addIssue({ code: "custom", path: ["source"], message: "integration_id goes with source integration" });
    if (v.source === "csv" && v.csv === undefined) issue.addIssue({ code: "custom", path: ["csv"], message: "source csv takes the file's text in csv" });
    if (v.source === "api" && v.rows === undefined) issue.addIssue({ code: "custom", path: ["rows"], message: "source api takes the rows in rows" });
    if (v.rows !== undefined && v.mapping !== undefined) issue.addIssue({ code: "custom", path: ["mapping"], message: "mapping applies to csv only" });
    if (v.rows !== undefined && v.filename !== undefined) issue.addIssue({ code: "custom", path: ["filename"], message: "filename applies to csv only" });
  });
export type CreatePopulationInput = z.infer<typeof createPopulationSchema>;

export const completenessSchema = z.strictObject({ statement: text(5_000) });
export type CompletenessInput = z.infer<typeof completenessSchema>;

export const listPopulationsQuerySchema = pageQuery.extend({ control_id: text(100).optional() });
export type PopulationFilter = { control_id?: string };

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

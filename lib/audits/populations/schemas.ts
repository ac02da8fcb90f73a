import { z } from "zod";
import { CONTROL_FREQUENCIES, POPULATION_KINDS, POPULATION_SOURCES } from "@/db/audit-populations";
import { pageQuery } from "@/lib/schemas";

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

export * from "./response-schemas";

import { z } from "zod";

const DATE = z.iso.date();
const DATE_TIME = z.iso.datetime({ offset: true });
const QUERY_DATES = new WeakSet<z.ZodType>();

/**
 * A date in a query string (`from`, `to`…), parsed strictly and once: an ISO 8601 calendar date (`2026-12-31`) or
 * date-time with its offset (`2026-12-31T09:00:00Z`), refused unless the day exists (no month 13, no 30 February)
 * with a 400 `validation_failed` that names the parameter. zod's ISO formats check the calendar themselves, so a
 * value that passes always makes a valid Date, never an Invalid Date that fails later as a 500.
 * `day`: what a bare date means, the first instant of that UTC day (`start`) or its last millisecond (`end`).
 */
export function queryDate(name: string, options: { day?: "start" | "end"; description?: string } = {}) {
  const day = options.day ?? "start";
  const schema = z
    .string()
    .trim()
    // abort: checks of the whole query (from before to) must never see the unparsed text.
    .refine((s) => DATE.safeParse(s).success || DATE_TIME.safeParse(s).success, {
      abort: true,
      message: `${name} must be a real date (YYYY-MM-DD, e.g. 2026-12-31) or ISO 8601 date-time with offset (e.g. 2026-12-31T09:00:00Z)`,
    })
    .transform((s) => new Date(s.length === 10 ? `${s}T${day === "start" ? "00:00:00.000" : "23:59:59.999"}Z` : s))
    .describe(options.description ?? `ISO 8601 date (YYYY-MM-DD, meaning the ${day} of that UTC day) or date-time with offset`);
  QUERY_DATES.add(schema);
  return schema;
}

/** Whether a query parameter's schema (optional or not) is a `queryDate`: lets a test find every date in every query. */
export function isQueryDate(schema: z.ZodType): boolean {
  let s: z.ZodType = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
  return QUERY_DATES.has(s);
}

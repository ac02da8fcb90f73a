import { z } from "zod";
import { BAD_TEXT_MESSAGE, isStorableText } from "./text-guard";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@/lib/pagination";
import { uuidParam } from "@/lib/uuid";
import { isoDate as isoDateOf } from "@/lib/format/date-time";

/**
 * A string PostgreSQL can store (no NUL, no lone surrogate). The API edge already refuses such text in
 * every request; this repeats it for pages that call services directly.
 */
export const storableString = () => z.string().refine(isStorableText, BAD_TEXT_MESSAGE);

/** Building blocks every domain's schemas share (docs/api.md §2: trimmed, non-empty, exact enums). */
export const requiredText = (max = 500) => storableString().trim().min(1, "Required").max(max);
export const optionalText = (max = 5000) => storableString().trim().max(max).optional();
export { isQueryDate, queryDate } from "./query-date";
export const isoDateTime = () => z.iso.datetime({ offset: true }).transform((value) => new Date(value));
export const httpUrl = () =>
  storableString()
    .trim()
    .max(2048)
    .url()
    .refine((value) => /^https?:\/\//i.test(value), "Must be an http(s) URL");

/** A calendar date `YYYY-MM-DD` that exists (an audit's period, a risk's target date, a task's due date). */
export const calendarDate = () =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
    // Checks run even after the pattern failed: the calendar check must hold for any string.
    .refine(
      (s) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return true;
        const d = new Date(`${s}T00:00:00.000Z`);
        return !Number.isNaN(d.getTime()) && isoDateOf(d) === s;
      },
      { message: "is not a real date" },
    )
    .describe("Calendar date YYYY-MM-DD");

export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: storableString().min(1).max(500).optional(),
});

export const idParams = z.object({ id: uuidParam() });

/** `{ success, data }` response shape for the OpenAPI document. */
export const deletedResponse = z.object({ id: z.string(), deleted: z.literal(true) });

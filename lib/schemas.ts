import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@/lib/pagination";

/** Building blocks every domain's schemas share (CONTRACT §1: trimmed, non-empty, exact enums). */
export const requiredText = (max = 500) => z.string().trim().min(1, "Required").max(max);
export const optionalText = (max = 5000) => z.string().trim().max(max).optional();
export const isoDateTime = () => z.iso.datetime({ offset: true }).transform((value) => new Date(value));
export const httpUrl = () =>
  z
    .string()
    .trim()
    .max(2048)
    .url()
    .refine((value) => /^https?:\/\//i.test(value), "Must be an http(s) URL");

export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().min(1).max(500).optional(),
});

export const idParams = z.object({ id: z.uuid("Must be a UUID") });

/** `{ success, data }` response shape for the OpenAPI document. */
export const deletedResponse = z.object({ id: z.string(), deleted: z.literal(true) });

import { z } from "zod";

/**
 * The one UUID rule of the codebase: zod's RFC 9562 check (any version, plus the nil and max UUIDs).
 * Path ids, body fields and the guards in front of uuid columns all use it, so an id the API refuses
 * as malformed is never looked up, and one it accepts never makes PostgreSQL fail a cast.
 */
export const uuidParam = (message = "Must be a UUID") => z.uuid(message);

const UUID = uuidParam();

export function isUuid(value: unknown): value is string {
  return UUID.safeParse(value).success;
}

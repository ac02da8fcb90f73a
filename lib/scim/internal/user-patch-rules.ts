import { isDeepStrictEqual } from "node:util";
import { ServiceError } from "@/lib/errors";
import { attributeOf, type Json } from "./filter";
import { addressOf, booleanOf } from "./user-resource";

// What a patched User must still be (RFC 7644 §3.5.2): a PATCH that leaves it otherwise is refused whole, never
// answered 200 with nothing changed. `mutability` for removing or blanking an attribute the member cannot be without
// (RFC 7644 §3.5.2.2: required attributes; here userName and active) or touching a read-only one; `invalidValue` for
// a value of the wrong kind.

// `schemas` is not among them: a full resource sent as a no-path replace may name the enterprise extension too.
const READ_ONLY = ["id", "meta", "groups"] as const;

function mutability(message: string): ServiceError {
  return new ServiceError("validation_failed", message, { scimType: "mutability" });
}

function invalidValue(message: string): ServiceError {
  return new ServiceError("validation_failed", message, { scimType: "invalidValue" });
}

function missing(value: Json): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** Throws unless `patched` (the resource after the operations) is a User this service can store. */
export function checkPatchedUser(patched: Record<string, Json>, before: Record<string, Json>): void {
  for (const attribute of READ_ONLY) {
    if (!isDeepStrictEqual(patched[attribute], before[attribute])) throw mutability(`${attribute}: read-only; a PATCH cannot change it.`);
  }
  const userName = attributeOf(patched, "userName");
  if (missing(userName)) throw mutability("userName: required; it cannot be removed or blanked.");
  if (!addressOf(userName)) throw invalidValue("userName: must be the member's e-mail address.");

  const active = attributeOf(patched, "active");
  if (missing(active)) throw mutability("active: required; it cannot be removed or blanked.");
  booleanOf(active, true);

  const emails = attributeOf(patched, "emails");
  if (emails === undefined || emails === null) return;
  if (!Array.isArray(emails)) throw invalidValue("emails: must be a list of addresses.");
  if (emails.length === 0) return;
  for (const item of emails) {
    if (!addressOf(attributeOf(item, "value"))) throw invalidValue("emails: each value must be an e-mail address.");
  }
  const primaries = emails.filter((item) => booleanOf(attributeOf(item, "primary") ?? false, false));
  if (primaries.length !== 1) throw invalidValue("emails: exactly one address must be primary.");
}

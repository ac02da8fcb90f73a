import { randomBytes } from "node:crypto";

/** 24 characters of base64url (144 bits): well inside the 12–200 of docs/api.md §4. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}

import { failing, passing } from "./define-test";
import type { Attributes, Evaluation } from "./types";

/** The usual guidance for an identity provider's most powerful role: never a single point of failure, never many. */
export const MIN_SUPER_ADMINS = 2;
export const MAX_SUPER_ADMINS = 4;

/**
 * Judges `superAdminCount` (and names them from `superAdmins`) the same way for every identity provider;
 * `consequence` says what losing the only one means there, `narrower` what everyday admin work should use instead.
 */
export function judgeSuperAdminCount(a: Attributes, words: { consequence: string; narrower: string }): Evaluation {
  const count = a.superAdminCount as number;
  const names = Array.isArray(a.superAdmins) && a.superAdmins.length > 0 ? ` (${(a.superAdmins as string[]).join(", ")})` : "";
  if (count < MIN_SUPER_ADMINS) {
    return failing(
      `${count === 0 ? "No active super administrator was found" : `Only 1 super administrator${names}`}: ${words.consequence}; ` +
        `${MIN_SUPER_ADMINS} to ${MAX_SUPER_ADMINS} are recommended.`,
    );
  }
  if (count > MAX_SUPER_ADMINS)
    return failing(`${count} super administrators${names}; at most ${MAX_SUPER_ADMINS} are recommended, with ${words.narrower} for everyday work.`);
  return passing(`${count} super administrators${names}.`);
}

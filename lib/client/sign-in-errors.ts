/**
 * The `error` next-auth hands back to the console sign-in form, shared by the server (authorize)
 * and the form, so the browser bundle needs nothing from the server side.
 */
const RATE_LIMITED = "rate_limited:";

/** What authorize throws for anything but a wrong pair or a limit (the database is down, say). */
export const SIGN_IN_UNAVAILABLE = "unavailable";

/** The password was right and the user has two-factor authentication: the form asks for a code. */
export const TWO_FACTOR_REQUIRED = "two_factor_required";

/** The code sent with the right password was wrong or already used. */
export const TWO_FACTOR_INVALID = "two_factor_invalid";

/** Whether the form should show the code field for this `error`. */
export function asksForCode(error: string | null | undefined): boolean {
  return error === TWO_FACTOR_REQUIRED || error === TWO_FACTOR_INVALID;
}

/** What authorize throws when the credential limits refuse an attempt: `rate_limited:<seconds>`. */
export function rateLimitedSignInError(retryAfterSeconds: number): string {
  return `${RATE_LIMITED}${retryAfterSeconds}`;
}

/** "45 seconds", "1 minute", "15 minutes". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The sentence the sign-in form shows for next-auth's `error`. */
export function describeSignInError(error: string | null | undefined): string {
  if (!error || error === "CredentialsSignin") return "The e-mail or password is incorrect.";
  if (error === TWO_FACTOR_REQUIRED) return "Enter the six-digit code from your authenticator app, or one of your recovery codes.";
  if (error === TWO_FACTOR_INVALID) return "That code is not valid or was used already; enter a new code.";
  if (error === "SessionEnded") return "Your session has ended; sign in again.";
  if (error.startsWith(RATE_LIMITED)) {
    const seconds = Number(error.slice(RATE_LIMITED.length));
    return Number.isInteger(seconds) && seconds > 0 ? `Too many attempts; try again in ${formatWait(seconds)}.` : "Too many attempts; try again later.";
  }
  return "Signing in failed; try again in a moment.";
}

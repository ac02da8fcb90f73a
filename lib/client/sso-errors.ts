/**
 * The words single sign-on hands back to the sign-in page (`/sign-in?error=sso_…`) and what password sign-in
 * throws when the person's domain requires SSO, shared by the server and the form. Never says more than the
 * person needs: why the account cannot be told apart from "try again" on purpose stays in the audit trail.
 */
export const SSO_REQUIRED = "sso_required";

export const SSO_ERRORS = {
  sso_unavailable: "Single sign-on is not set up for that e-mail domain. Sign in with your password, or ask your administrator.",
  sso_failed: "Single sign-on did not complete. Try again, or ask your administrator to check the connection.",
  sso_expired: "The single sign-on attempt expired or was already used. Start again.",
  sso_not_provisioned: "Your identity provider signed you in, but you are not a member of this account yet. Ask an administrator to invite you.",
  sso_deactivated: "Your membership of this account is deactivated. Ask an administrator.",
  sso_other_account: "This e-mail belongs to another account here; single sign-on cannot sign you in to it.",
  sso_email_unverified: "Your identity provider did not confirm this e-mail address, or its domain is not verified for this account.",
  sso_required: "Your organisation requires single sign-on: use “Sign in with single sign-on”.",
} as const;

export type SsoErrorCode = keyof typeof SSO_ERRORS;

/** The sentence for an SSO `error`, or undefined when the error is not about single sign-on. */
export function describeSsoError(error: string | null | undefined): string | undefined {
  return error && error in SSO_ERRORS ? SSO_ERRORS[error as SsoErrorCode] : undefined;
}

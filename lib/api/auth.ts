import { z } from "zod";
import { defineRoute } from "@/lib/http/route-spec";
import { deletedResponse, idParams, pageQuery } from "@/lib/schemas";
import {
  accountSecurityBody,
  accountSecurityShape,
  apiKeyShape,
  createApiKeyBody,
  createdApiKeyShape,
  changeEmailBody,
  disableTwoFactorBody,
  emailChangedShape,
  emailRecoveredShape,
  emailRecoveryBody,
  listApiKeysQuery,
  meShape,
  passwordResetBody,
  passwordResetConfirmBody,
  passwordResetRequestedShape,
  passwordResetShape,
  recoveryCodesShape,
  registerBody,
  registeredShape,
  sessionShape,
  sessionsRevokedShape,
  tokenBody,
  tokenShape,
  twoFactorCodeBody,
  twoFactorDisabledShape,
  twoFactorEnabledShape,
  twoFactorSetupShape,
  twoFactorStatusShape,
} from "@/lib/auth/schemas";
import { prose } from "@/lib/format/prose";

const tags = ["Auth"];

/** Routes of one signed-in person (their profile, second factor, sessions): an API key has no person (docs/api.md §4). */
const PERSON_ONLY = [] as const;

export const registerRoute = defineRoute({
  method: "POST",
  path: "/api/v1/auth/register",
  summary: "Create an account and its first user",
  description: "New accounts start on the `free` tier. Answers 409 `email_taken` when the e-mail is registered.",
  tags,
  auth: "none",
  rateLimit: "auth",
  body: registerBody,
  response: registeredShape,
  status: 201,
  errors: [409, 429],
  examples: { body: { email: "jane@acme.example", password: "correct-horse-battery-staple", name: "Jane Doe", company: "Acme Corp" } },
});

export const tokenRoute = defineRoute({
  method: "POST",
  path: "/api/v1/auth/token",
  summary: "Exchange e-mail and password for a customer JWT (1 hour)",
  description: prose(
    "Any wrong pair answers 401 `invalid_credentials`, with the same answer and timing for an unknown e-mail. A user with two-factor",
    "authentication must also send `code` (an authenticator code, or an unused recovery code); without it, or with a wrong or reused",
    "one, a right password answers 401 `two_factor_required`. A right password of a member whose e-mail domain the account verified with",
    "an enabled connection that requires single sign-on answers 403 `sso_required` (owners excepted: their recovery path).",
  ),
  tags,
  auth: "none",
  rateLimit: "auth",
  body: tokenBody,
  response: tokenShape,
  errors: [401, 403, 429],
  examples: { body: { email: "jane@acme.example", password: "correct-horse-battery-staple" } },
});

export const meRoute = defineRoute({
  keyScopes: PERSON_ONLY,
  method: "GET",
  path: "/api/v1/auth/me",
  summary: "The signed-in user and account",
  description: "The user the customer token (or console session) belongs to, and their account with its current tier.",
  tags,
  auth: "customer",
  response: meShape,
  allowWithoutSecondFactor: true,
});

export const createApiKeyRoute = defineRoute({
  role: "admin",
  method: "POST",
  path: "/api/v1/api-keys",
  summary: "Create an API key (the key is shown this once)",
  description: prose(
    "Issues a random `cpk_` key for the caller's account. `key` is answered only here and stored only as a SHA-256 hash; `prefix`",
    "identifies it later. `scope` (docs/api.md §4): `documents` (default) reaches the document generate, bulk and validate routes and",
    "the document reads; `read_only` every GET a member may call, as a viewer; `full` every route a member may call, as a member (never",
    "admin or owner routes).",
  ),
  tags: ["API keys"],
  auth: "customer",
  body: createApiKeyBody,
  response: createdApiKeyShape,
  status: 201,
  examples: { body: { name: "CI pipeline", scope: "documents" } },
});

export const listApiKeysRoute = defineRoute({
  role: "admin",
  method: "GET",
  path: "/api/v1/api-keys",
  summary: "List the account's API keys",
  description: prose(
    "Keys of the account, newest first: the active ones (default), `status=revoked` or `status=all`; with `scope`, `prefix`,",
    "`lastUsedAt`, who created them (`createdBy`, null once that member was removed), `revokedAt` and `revokedReason`, and the key a",
    "rotated one replaces (`replacesId`); never the secret.",
  ),
  tags: ["API keys"],
  auth: "customer",
  query: listApiKeysQuery,
  response: z.array(apiKeyShape),
  paginated: true,
});

export const revokeApiKeyRoute = defineRoute({
  role: "admin",
  method: "DELETE",
  path: "/api/v1/api-keys/{id}",
  summary: "Revoke an API key",
  description: "The key answers 401 from then on. A key of another account, or one already revoked, answers 404.",
  tags: ["API keys"],
  auth: "customer",
  params: idParams,
  response: deletedResponse,
  errors: [404],
});

export const rotateApiKeyRoute = defineRoute({
  role: "admin",
  method: "POST",
  path: "/api/v1/api-keys/{id}/rotate",
  summary: "Rotate an API key (the new key is shown this once)",
  description: prose(
    "Issues a successor with the same name and scope, created by the caller, whose `key` is answered only here (`replacesId` names the",
    "old key), and revokes the old key (`revokedReason: rotated`). Also works on a key revoked because its creator was removed, demoted",
    "below admin or deactivated, so an integration is restored with a secret nobody who left has seen. A key of another account is 404;",
    "one revoked by an admin or already rotated is 409 `conflict`.",
  ),
  tags: ["API keys"],
  auth: "customer",
  params: idParams,
  response: createdApiKeyShape,
  status: 201,
  errors: [404, 409],
});

export const passwordResetRoute = defineRoute({
  method: "POST",
  path: "/api/v1/auth/password-reset",
  summary: "E-mail a password-reset link",
  description: prose(
    "Always answers 202 with the same body, known address or not. An active member who signs in with a password gets an e-mail with",
    "`{APP_URL}/reset-password?token=…` (single use, 1 hour; asking again voids the previous link); members who sign in only through",
    "single sign-on get none. The request is queued and the mail prepared in the background, so the answer and its timing are the same",
    "for any address. At most 3 links an hour go to one member (further requests answer the same and send nothing); limited per client",
    "address like a sign-in, and to 10 requests an hour per client address (429).",
  ),
  tags,
  auth: "none",
  rateLimit: "auth",
  body: passwordResetBody,
  response: passwordResetRequestedShape,
  status: 202,
  errors: [429],
  examples: { body: { email: "jane@acme.example" } },
});

export const confirmPasswordResetRoute = defineRoute({
  method: "POST",
  path: "/api/v1/auth/password-reset/confirm",
  summary: "Set a new password from a reset link",
  description: prose(
    "Sets the password (12–200 characters), uses the link up and ends every session of the user (console and API tokens). A used,",
    "expired or unknown token answers 401 `unauthorized`. Two-factor authentication stays as it was.",
  ),
  tags,
  auth: "none",
  rateLimit: "auth",
  body: passwordResetConfirmBody,
  response: passwordResetShape,
  errors: [401, 429],
  examples: { body: { token: "q3Jm…", password: "a-new-correct-horse-battery" } },
});

export const twoFactorStatusRoute = defineRoute({
  keyScopes: PERSON_ONLY,
  method: "GET",
  path: "/api/v1/auth/two-factor",
  summary: "The caller's two-factor authentication state",
  description:
    "Whether TOTP is on, how many recovery codes are left, whether the account requires it and whether this session was opened with a second factor.",
  tags,
  auth: "customer",
  response: twoFactorStatusShape,
  allowWithoutSecondFactor: true,
});

export const twoFactorSetupRoute = defineRoute({
  keyScopes: PERSON_ONLY,
  method: "POST",
  path: "/api/v1/auth/two-factor/setup",
  summary: "Start TOTP enrolment",
  description: prose(
    "Generates a secret (stored encrypted, not yet active) and answers it as an `otpauth://` URI, base32 text and a QR image",
    "(`data:image/svg+xml` URL). Calling it again replaces a pending secret. 409 `conflict` when TOTP is already on, or for a member who",
    "signs in only through single sign-on.",
  ),
  tags,
  auth: "customer",
  role: "viewer",
  response: twoFactorSetupShape,
  errors: [409],
  allowWithoutSecondFactor: true,
});

export const enableTwoFactorRoute = defineRoute({
  keyScopes: PERSON_ONLY,
  method: "POST",
  path: "/api/v1/auth/two-factor/enable",
  summary: "Confirm TOTP enrolment with a first code",
  description: prose(
    "Checks a six-digit code (one 30-second step of clock drift either way; each step once). Turns TOTP on, answers ten recovery codes",
    "this once (stored hashed, each works once) and marks the caller's session as signed in with a second factor. A wrong code is 400",
    "`validation_failed`.",
  ),
  tags,
  auth: "customer",
  role: "viewer",
  body: twoFactorCodeBody,
  response: twoFactorEnabledShape,
  errors: [409, 429],
  allowWithoutSecondFactor: true,
  examples: { body: { code: "123456" } },
});

export const changeOwnEmailRoute = defineRoute({
  keyScopes: PERSON_ONLY,
  method: "POST",
  path: "/api/v1/auth/me/email",
  summary: "Change your own e-mail address",
  description: prose(
    "The signed-in member moves their account to another address, proving it is them again: `password` (a wrong one is 401",
    "`invalid_credentials`) and, with two-factor authentication on, `code` (missing: 401 `two_factor_required`). The previous address is",
    "told and gets a link that restores it for 14 days (`POST /api/v1/auth/email-recovery`); the new one gets a notice. 409 `conflict`",
    "for an address already in use, or for a member who signs in only through single sign-on (their identity provider manages their",
    "address). The only way an owner's address changes (docs/api.md §4).",
  ),
  tags,
  auth: "customer",
  role: "viewer",
  body: changeEmailBody,
  response: emailChangedShape,
  errors: [409, 429],
  examples: { body: { email: "jane.doe@acme.example", password: "correct-horse-battery-staple" } },
});

export const recoverEmailRoute = defineRoute({
  method: "POST",
  path: "/api/v1/auth/email-recovery",
  summary: "Restore a previous e-mail address",
  description: prose(
    "With the token of the link e-mailed to the previous address after a change (14 days, single use): the member's address is that one",
    "again, every session of theirs ends, their reset links stop working, and recovery links of later changes are void. 401",
    "`unauthorized` for an invalid, used or expired link; 409 `conflict` when someone else has taken the address since. Limited per",
    "client address like a sign-in.",
  ),
  tags,
  auth: "none",
  rateLimit: "auth",
  body: emailRecoveryBody,
  response: emailRecoveredShape,
  errors: [401, 409, 429],
  examples: { body: { token: "q9dXf0V8lqk2m6Vx3hZ4P1c7nW5sTgYbJrEoAiUaKeM" } },
});

export const disableTwoFactorRoute = defineRoute({
  keyScopes: PERSON_ONLY,
  method: "POST",
  path: "/api/v1/auth/two-factor/disable",
  summary: "Turn TOTP off",
  description: prose(
    "Needs the password or a code (authenticator or recovery); a wrong one is 401 `invalid_credentials`. Deletes the secret and the",
    "recovery codes. 403 `forbidden` while the account requires two-factor authentication.",
  ),
  tags,
  auth: "customer",
  role: "viewer",
  body: disableTwoFactorBody,
  response: twoFactorDisabledShape,
  errors: [429],
  examples: { body: { password: "correct-horse-battery-staple" } },
});

export const regenerateRecoveryCodesRoute = defineRoute({
  keyScopes: PERSON_ONLY,
  method: "POST",
  path: "/api/v1/auth/two-factor/recovery-codes",
  summary: "Replace the recovery codes",
  description: "Needs a current authenticator code (401 `invalid_credentials` otherwise). Answers ten new codes this once; the old ones stop working.",
  tags,
  auth: "customer",
  role: "viewer",
  body: twoFactorCodeBody,
  response: recoveryCodesShape,
  errors: [409, 429],
  examples: { body: { code: "123456" } },
});

export const listSessionsRoute = defineRoute({
  keyScopes: PERSON_ONLY,
  method: "GET",
  path: "/api/v1/auth/sessions",
  summary: "The caller's live sessions",
  description:
    "Console sign-ins and API tokens of the caller that are neither revoked nor expired, newest first; `current` marks the session making this request.",
  tags,
  auth: "customer",
  query: pageQuery,
  response: z.array(sessionShape),
  paginated: true,
  allowWithoutSecondFactor: true,
});

export const revokeSessionRoute = defineRoute({
  keyScopes: PERSON_ONLY,
  method: "DELETE",
  path: "/api/v1/auth/sessions/{id}",
  summary: "End one of the caller's sessions",
  description: "The session answers 401 from its next request. Another user's session, or one already ended, is 404.",
  tags,
  auth: "customer",
  role: "viewer",
  params: idParams,
  response: deletedResponse,
  errors: [404],
  allowWithoutSecondFactor: true,
});

export const revokeOtherSessionsRoute = defineRoute({
  keyScopes: PERSON_ONLY,
  method: "POST",
  path: "/api/v1/auth/sessions/revoke-others",
  summary: "Sign out everywhere else",
  description: "Ends every live session of the caller except the one making this request; answers how many ended.",
  tags,
  auth: "customer",
  role: "viewer",
  response: sessionsRevokedShape,
  allowWithoutSecondFactor: true,
});

export const revokeMemberSessionsRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/members/{id}/sessions",
  summary: "Sign a member out everywhere (admin)",
  description: "Ends every live session (console and API tokens) of a member of the caller's account. Another account's member is 404.",
  tags: ["Members"],
  auth: "customer",
  role: "admin",
  params: idParams,
  response: sessionsRevokedShape,
  errors: [404],
});

export const getAccountSecurityRoute = defineRoute({
  method: "GET",
  path: "/api/v1/auth/security",
  summary: "The account's sign-in policy",
  description: "`requireTwoFactor`: whether every member must sign in with a second factor (TOTP) or through single sign-on.",
  tags,
  auth: "customer",
  response: accountSecurityShape,
  allowWithoutSecondFactor: true,
});

export const setAccountSecurityRoute = defineRoute({
  method: "PUT",
  path: "/api/v1/auth/security",
  summary: "Require two-factor authentication of every member (admin)",
  description: prose(
    "While required, a member whose session was opened with a password alone may only reach `GET /auth/me`, `GET /auth/two-factor`,",
    "two-factor set-up and enable, their sessions and this policy's GET; every other route answers 403 `two_factor_enrollment_required`",
    "until they sign in again with a code. Single sign-on counts as a second factor.",
  ),
  tags,
  auth: "customer",
  role: "admin",
  body: accountSecurityBody,
  response: accountSecurityShape,
  examples: { body: { requireTwoFactor: true } },
});

export const authRoutes = [
  registerRoute,
  tokenRoute,
  meRoute,
  passwordResetRoute,
  confirmPasswordResetRoute,
  changeOwnEmailRoute,
  recoverEmailRoute,
  twoFactorStatusRoute,
  twoFactorSetupRoute,
  enableTwoFactorRoute,
  disableTwoFactorRoute,
  regenerateRecoveryCodesRoute,
  listSessionsRoute,
  revokeSessionRoute,
  revokeOtherSessionsRoute,
  revokeMemberSessionsRoute,
  getAccountSecurityRoute,
  setAccountSecurityRoute,
  createApiKeyRoute,
  listApiKeysRoute,
  revokeApiKeyRoute,
  rotateApiKeyRoute,
];

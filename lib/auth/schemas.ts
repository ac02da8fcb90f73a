import { z } from "zod";
import { API_KEY_SCOPES, CREDENTIAL_REVOKED_REASONS } from "@/db/accounts";
import { TIERS } from "@/lib/vocabulary";
import { SESSION_KINDS, SIGN_IN_METHODS } from "@/db/members";
import { pageQuery, requiredText, storableString } from "@/lib/schemas";

const email = storableString().trim().toLowerCase().max(254).email("Must be an e-mail address");

export const registerBody = z.strictObject({
  email,
  password: storableString().min(12, "At least 12 characters").max(200, "At most 200 characters"),
  name: requiredText(200),
  company: requiredText(200),
});

// Any e-mail/password pair that names no user is a wrong pair (401 invalid_credentials), however
// it is spelled; only a missing field is a malformed request.
export const tokenBody = z.strictObject({
  email: storableString().trim().toLowerCase().min(1, "Required").max(1024),
  password: storableString().min(1, "Required").max(1024),
  /** For a user with two-factor authentication: an authenticator code or an unused recovery code. */
  code: storableString().trim().max(64).optional(),
});

export const createApiKeyBody = z.strictObject({
  name: requiredText(100),
  /** `documents` (the default, what keys always reached), `read_only` (every read) or `full` (what a member may do). */
  scope: z.enum(API_KEY_SCOPES).default("documents"),
});

export const userShape = z.object({ id: z.string(), email: z.string(), name: z.string() });
export const accountShape = z.object({ id: z.string(), name: z.string(), tier: z.enum(TIERS) });
export const tokenShape = z.object({ accessToken: z.string(), tokenType: z.literal("Bearer"), expiresIn: z.number() });
export const meShape = z.object({ user: userShape, account: accountShape });
export const registeredShape = meShape.extend(tokenShape.shape);
/** Which keys a list shows: the live ones (default), the revoked ones, or both. */
export const listApiKeysQuery = pageQuery.extend({ status: z.enum(["active", "revoked", "all"]).default("active") });
const replacesId = z.string().nullable().describe("The key this one was rotated from, if any.");
export const apiKeyShape = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** Who created the key; null once that member was removed (their keys are revoked with them). */
  createdBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedReason: z
    .enum(CREDENTIAL_REVOKED_REASONS)
    .nullable()
    .describe(
      "Why the key stopped working: `revoked` by an admin, `rotated`, or its creator `creator_removed`, `creator_demoted` below admin, `creator_deactivated`.",
    ),
  replacesId,
});
export const createdApiKeyShape = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  key: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  replacesId,
});

const newPassword = registerBody.shape.password;
const secondFactorCode = storableString().trim().min(1, "Required").max(64);

export const passwordResetBody = z.strictObject({ email: storableString().trim().toLowerCase().min(1, "Required").max(1024) });
export const passwordResetConfirmBody = z.strictObject({ token: storableString().min(1, "Required").max(200), password: newPassword });
export const twoFactorCodeBody = z.strictObject({ code: secondFactorCode });
export const disableTwoFactorBody = z
  .strictObject({ password: storableString().min(1).max(1024).optional(), code: secondFactorCode.optional() })
  .refine((b) => b.password !== undefined || b.code !== undefined, { message: "Send your password or a code", path: ["password"] });
/** Re-authentication for a change of one's own e-mail: the current password, and a code when two-factor is on. */
export const changeEmailBody = z.strictObject({ email, password: storableString().min(1, "Required").max(1024), code: secondFactorCode.optional() });
export const emailRecoveryBody = z.strictObject({ token: storableString().min(1, "Required").max(200) });
export const accountSecurityBody = z.strictObject({ requireTwoFactor: z.boolean() });

export const emailChangedShape = z.object({
  email: z.string(),
  previousEmail: z.string(),
  /** Until when the previous address can undo the change (null: the address was already this one). */
  recoverableUntil: z.string().nullable(),
});
export const emailRecoveredShape = z.object({ email: z.string(), sessionsRevoked: z.number().int() });
export const passwordResetRequestedShape = z.object({ requested: z.literal(true) });
export const passwordResetShape = z.object({ passwordReset: z.literal(true), sessionsRevoked: z.number().int() });
export const twoFactorSetupShape = z.object({ otpauthUri: z.string(), secret: z.string(), qrCode: z.string() });
export const twoFactorEnabledShape = z.object({ enabled: z.literal(true), enabledAt: z.string(), recoveryCodes: z.array(z.string()) });
export const recoveryCodesShape = z.object({ recoveryCodes: z.array(z.string()) });
export const twoFactorDisabledShape = z.object({ enabled: z.literal(false) });
export const twoFactorStatusShape = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  setupPending: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** False for a member who signs in only through single sign-on: their identity provider handles the second factor. */
  hasPassword: z.boolean(),
  accountRequiresTwoFactor: z.boolean(),
  /** Whether the caller's own session was opened with a second factor (or through single sign-on). */
  sessionSecondFactor: z.boolean(),
});
export const sessionShape = z.object({
  id: z.string(),
  kind: z.enum(SESSION_KINDS),
  method: z.enum(SIGN_IN_METHODS),
  secondFactor: z.boolean(),
  clientAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export const sessionsRevokedShape = z.object({ revoked: z.number().int() });
export const accountSecurityShape = z.object({ requireTwoFactor: z.boolean() });

export type RegisterInput = z.output<typeof registerBody>;
/** What the sign-up form sends (before the edge trims and lower-cases the address). */
export type RegisterBody = z.input<typeof registerBody>;
export type TokenInput = z.output<typeof tokenBody>;
// Input, not output: pages, the demo seed and benchmarks may leave `scope` to its default.
export type CreateApiKeyInput = z.input<typeof createApiKeyBody>;
export type PasswordResetInput = z.output<typeof passwordResetBody>;
export type PasswordResetConfirmInput = z.output<typeof passwordResetConfirmBody>;
export type DisableTwoFactorInput = z.output<typeof disableTwoFactorBody>;
export type ChangeEmailInput = z.output<typeof changeEmailBody>;
export type EmailRecoveryInput = z.output<typeof emailRecoveryBody>;
export type EmailChangedJson = z.output<typeof emailChangedShape>;

export type CreatedApiKeyJson = z.output<typeof createdApiKeyShape>;
export type ApiKeyJson = z.output<typeof apiKeyShape>;
export type ListApiKeysQuery = z.output<typeof listApiKeysQuery>;
export type TwoFactorSetupJson = z.output<typeof twoFactorSetupShape>;
export type TwoFactorEnabledJson = z.output<typeof twoFactorEnabledShape>;
export type RecoveryCodesJson = z.output<typeof recoveryCodesShape>;
export type TwoFactorStatusJson = z.output<typeof twoFactorStatusShape>;
export type SessionJson = z.output<typeof sessionShape>;
export type SessionsRevokedJson = z.output<typeof sessionsRevokedShape>;
export type AccountSecurityJson = z.output<typeof accountSecurityShape>;

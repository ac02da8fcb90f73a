// The auth domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { assertProvisionableEmail, changeMemberEmail, type EmailChanged } from "./change-member-email";
export { changeOwnEmail } from "./change-own-email";
export { confirmPasswordReset } from "./confirm-password-reset";
export { consoleContext, getConsoleSession } from "./internal/console-context";
export { disableTwoFactor } from "./disable-two-factor";
export { enableTwoFactor } from "./enable-two-factor";
export { getAccountSecurity } from "./get-account-security";
export { getTwoFactorStatus } from "./get-two-factor-status";
export { findAccountId } from "./find-account";
export { getMe } from "./get-me";
export { limitedCredentialCheck } from "./internal/credential-attempts";
export { nextAuthOptions } from "./internal/next-auth-options";
export { issueToken } from "./issue-token";
export { listAccounts } from "./list-accounts";
export { listSessions } from "./list-sessions";
export { listUsers } from "./list-users";
export { regenerateRecoveryCodes } from "./regenerate-recovery-codes";
export { preparePasswordResets } from "./prepare-password-resets";
export { recoverEmail } from "./recover-email";
export { registerUser } from "./register";
export { requestPasswordReset } from "./request-password-reset";
export { resetPassword } from "./reset-password";
export { resetTwoFactor } from "./reset-two-factor";
export { revokeMemberSessions } from "./revoke-member-sessions";
export { revokeOtherSessions } from "./revoke-other-sessions";
export { revokeSession } from "./revoke-session";
export { setAccountSecurity } from "./set-account-security";
export { startTwoFactorSetup } from "./start-two-factor-setup";
export type {
  AccountSecurityJson,
  CreateApiKeyInput,
  ApiKeyJson,
  CreatedApiKeyJson,
  EmailChangedJson,
  ListApiKeysQuery,
  RecoveryCodesJson,
  RegisterBody,
  SessionJson,
  SessionsRevokedJson,
  TwoFactorEnabledJson,
  TwoFactorSetupJson,
  TwoFactorStatusJson,
} from "./schemas";

// The auth domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { consoleContext, getConsoleSession } from "./console-context";
export { findAccountId } from "./find-account";
export { getMe } from "./get-me";
export { limitedCredentialCheck } from "./internal/credential-attempts";
export { nextAuthOptions } from "./internal/next-auth-options";
export { issueToken } from "./issue-token";
export { listAccounts } from "./list-accounts";
export { listUsers } from "./list-users";
export { registerUser } from "./register";
export { resetPassword } from "./reset-password";
export { authRoutes, createApiKeyRoute, listApiKeysRoute, meRoute, registerRoute, revokeApiKeyRoute, tokenRoute } from "./routes";
export { registerBody } from "./schemas";
export type { CreateApiKeyInput } from "./schemas";

import type { LeastPrivilege } from "../types";
import { OKTA_SCOPES } from "./kinds";

export const oktaLeastPrivilege: LeastPrivilege = {
  summary:
    "Either: sign in as a user who holds only the Read-Only Administrator role and create an API token (Security → API → Tokens); the token " +
    "can do what that admin can, which is read. " +
    "Or, better (no token tied to a person): create an API Services app (Applications → Create App Integration → API Services), set Client " +
    "authentication to Public key / Private key and add your key, " +
    "grant it the Okta API scopes below (Okta API Scopes tab) and assign it the Read-Only Administrator role (Admin roles tab). " +
    "If the app requires DPoP (the default for new apps), the SDK answers Okta's nonce challenge itself.",
  document: { format: "text", content: OKTA_SCOPES.join("\n") },
};

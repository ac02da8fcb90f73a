import { and, eq, isNull } from "drizzle-orm";
import { apiKeys, type CredentialRevokedReason } from "@/db/accounts";
import { scimTokens } from "@/db/sso";
import type { DbOrTx } from "@/lib/db/client";

/** A secret revoked because the member who created it (and so saw it) left its role; what the answer and the audit trail name. */
export interface RevokedCredential {
  type: "api_key" | "scim_token";
  id: string;
  name: string;
  prefix: string;
  reason: CredentialRevokedReason;
}

/**
 * Revokes every live API key and SCIM token a member created (docs/api.md §4 "Who owns a credential"): whoever
 * created one saw its secret, so it cannot outlive their place as an admin. Called in the transaction of every
 * membership change that ends it (lib/members/internal/membership.ts), before a removal deletes the user, since
 * `created_by` is cleared with them. Here, beside revokeSessionsOf, so members, SCIM and the operator CLI share it.
 */
export async function revokeCredentialsOf(
  tx: DbOrTx,
  input: { accountId: string; userId: string; reason: CredentialRevokedReason; now: Date },
): Promise<RevokedCredential[]> {
  const keys = await tx
    .update(apiKeys)
    .set({ revokedAt: input.now, revokedReason: input.reason })
    .where(and(eq(apiKeys.accountId, input.accountId), eq(apiKeys.createdBy, input.userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix });
  const tokens = await tx
    .update(scimTokens)
    .set({ revokedAt: input.now, revokedReason: input.reason })
    .where(and(eq(scimTokens.accountId, input.accountId), eq(scimTokens.createdBy, input.userId), isNull(scimTokens.revokedAt)))
    .returning({ id: scimTokens.id, name: scimTokens.name, prefix: scimTokens.prefix });
  return [
    ...keys.map((key) => ({ type: "api_key" as const, ...key, reason: input.reason })),
    ...tokens.map((token) => ({ type: "scim_token" as const, ...token, reason: input.reason })),
  ];
}

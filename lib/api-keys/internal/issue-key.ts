import { apiKeys, type ApiKeyScope } from "@/db/accounts";
import { randomToken, sha256Hex } from "@/lib/credentials/secrets";
import { API_KEY_PREFIX } from "@/lib/credentials/verify-api-key";
import type { DbOrTx } from "@/lib/db/client";
import type { CreatedApiKeyJson } from "@/lib/auth";

/** Writes a new key row and answers it with its secret, the one time it is ever shown (creation and rotation). */
export async function issueKey(
  tx: DbOrTx,
  input: { accountId: string; createdBy: string | null; name: string; scope: ApiKeyScope; replacesId?: string | null; now: Date },
): Promise<CreatedApiKeyJson> {
  const key = randomToken(API_KEY_PREFIX, 32);
  const prefix = key.slice(0, API_KEY_PREFIX.length + 8);
  const [row] = await tx
    .insert(apiKeys)
    .values({
      accountId: input.accountId,
      createdBy: input.createdBy,
      name: input.name,
      scope: input.scope,
      prefix,
      keyHash: sha256Hex(key),
      replacesId: input.replacesId ?? null,
      createdAt: input.now,
    })
    .returning();
  return { id: row.id, name: row.name, scope: row.scope, key, prefix: row.prefix, createdAt: row.createdAt.toISOString(), replacesId: row.replacesId };
}

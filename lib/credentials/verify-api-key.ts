import { and, eq, isNull } from "drizzle-orm";
import { apiKeys, type ApiKeyScope } from "@/db/accounts";
import type { Db } from "@/lib/db/client";
import { sha256Hex } from "./secrets";

export const API_KEY_PREFIX = "cpk_";
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Looks an API key up by its SHA-256 (the only form stored). Records last use at most once a
 * minute, off the request's critical path, so a busy key does not write on every call.
 */
export async function verifyApiKey(db: Db, key: string, now: Date): Promise<{ apiKeyId: string; accountId: string; scope: ApiKeyScope } | undefined> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length < 40 || key.length > 200) return undefined;
  const [row] = await db
    .select({ id: apiKeys.id, accountId: apiKeys.accountId, scope: apiKeys.scope, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, sha256Hex(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    db.update(apiKeys)
      .set({ lastUsedAt: now })
      .where(eq(apiKeys.id, row.id))
      .catch(() => {
        // Last-use bookkeeping must never fail the request it describes.
      });
  }
  return { apiKeyId: row.id, accountId: row.accountId, scope: row.scope };
}

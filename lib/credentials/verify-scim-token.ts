import { and, eq, isNull } from "drizzle-orm";
import { scimTokens } from "@/db/sso";
import type { Db } from "@/lib/db/client";
import { sha256Hex } from "./secrets";

export const SCIM_TOKEN_PREFIX = "scim_";
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Looks a SCIM token up by its SHA-256 (the only form stored); a revoked one is unknown. Like API keys, last use is
 * recorded at most once a minute and off the request's path: an IdP's sync sends hundreds of requests in a row.
 */
export async function verifyScimToken(db: Db, token: string, now: Date): Promise<{ tokenId: string; accountId: string } | undefined> {
  if (!token.startsWith(SCIM_TOKEN_PREFIX) || token.length < 40 || token.length > 200) return undefined;
  const [row] = await db
    .select({ id: scimTokens.id, accountId: scimTokens.accountId, lastUsedAt: scimTokens.lastUsedAt })
    .from(scimTokens)
    .where(and(eq(scimTokens.tokenHash, sha256Hex(token)), isNull(scimTokens.revokedAt)))
    .limit(1);
  if (!row) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    db.update(scimTokens)
      .set({ lastUsedAt: now })
      .where(eq(scimTokens.id, row.id))
      .catch(() => {
        // Last-use bookkeeping must never fail the request it describes.
      });
  }
  return { tokenId: row.id, accountId: row.accountId };
}

import { eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import { scimTokens } from "@/db/sso";
import type { DbOrTx } from "@/lib/db/client";
import type { ScimTokenJson } from "../schemas";

type TokenRow = typeof scimTokens.$inferSelect;
type Creator = { id: string; name: string; email: string } | null;

/** A token as the list and its answers show it, never with its secret. */
export function toToken(row: TokenRow, creator: Creator): ScimTokenJson {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdBy: creator,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
    replacesId: row.replacesId,
  };
}

/** The member who created a token, as the answers name them. */
export async function creatorOf(db: DbOrTx, userId: string | null): Promise<Creator> {
  if (!userId) return null;
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

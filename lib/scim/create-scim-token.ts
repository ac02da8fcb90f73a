import { scimTokens } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { randomToken, sha256Hex } from "@/lib/credentials/secrets";
import { SCIM_TOKEN_PREFIX } from "@/lib/credentials/verify-scim-token";
import { recordEvent } from "@/lib/events";
import { scimBaseUrl } from "./internal/scim-caller";
import type { CreatedScimTokenJson, CreateScimTokenInput } from "./schemas";

/** Issues a SCIM token (admins): shown this once with the base URL to give the identity provider; stored as a SHA-256. */
export async function createScimToken(ctx: Ctx, input: CreateScimTokenInput): Promise<CreatedScimTokenJson> {
  const { accountId, userId } = requireRole(ctx, "admin");
  const token = randomToken(SCIM_TOKEN_PREFIX, 32);
  const prefix = token.slice(0, SCIM_TOKEN_PREFIX.length + 8);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx.insert(scimTokens).values({ accountId, name: input.name, prefix, tokenHash: sha256Hex(token), createdBy: userId, createdAt: ctx.now() }).returning();
    await recordEvent(tx, ctx, { accountId, action: "scim.token_created", targetType: "scim_token", targetId: created.id, details: { name: input.name, prefix } });
    return created;
  });
  return { id: row.id, name: row.name, prefix: row.prefix, createdBy: row.createdBy, createdAt: row.createdAt.toISOString(), lastUsedAt: null, token, baseUrl: scimBaseUrl() };
}

import { scimTokens } from "@/db/sso";
import { randomToken, sha256Hex } from "@/lib/credentials/secrets";
import { SCIM_TOKEN_PREFIX } from "@/lib/credentials/verify-scim-token";
import type { DbOrTx } from "@/lib/db/client";
import type { CreatedScimTokenJson } from "../schemas";
import { scimBaseUrl } from "./scim-caller";
import { creatorOf, toToken } from "./serialize-token";

/** Writes a new token row and answers it with its secret and the base URL, the one time the secret is shown (creation and rotation). */
export async function issueToken(
  tx: DbOrTx,
  input: { accountId: string; createdBy: string; name: string; replacesId?: string | null; now: Date },
): Promise<CreatedScimTokenJson> {
  const token = randomToken(SCIM_TOKEN_PREFIX, 32);
  const prefix = token.slice(0, SCIM_TOKEN_PREFIX.length + 8);
  const [row] = await tx
    .insert(scimTokens)
    .values({
      accountId: input.accountId,
      name: input.name,
      prefix,
      tokenHash: sha256Hex(token),
      createdBy: input.createdBy,
      replacesId: input.replacesId ?? null,
      createdAt: input.now,
    })
    .returning();
  return { ...toToken(row, await creatorOf(tx, input.createdBy)), token, baseUrl: scimBaseUrl() };
}

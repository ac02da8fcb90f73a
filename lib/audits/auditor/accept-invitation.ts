import { eq } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import { auditInvitations, audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { limitedCredentialCheck } from "@/lib/auth";
import type { AcceptedJson } from "../response-schemas";
import { sha256Hex } from "@/lib/credentials/secrets";
import { invitationState, looksLikeMagicLinkToken } from "../internal/invitations";
import { admitAuditor } from "./internal/admit";

const INVALID = "The invitation link is invalid, already used or expired. Ask for a new invitation.";

/**
 * Exchanges a magic-link token for a 7-day auditor JWT. The token is single use: the invitation
 * flips from `pending` to `accepted` in one conditional UPDATE, so two simultaneous accepts of the
 * same link cannot both succeed. Unknown, used, replaced and expired tokens all answer the same 401,
 * and count as failed attempts per client address and per token hash (429 while backing off); the
 * limits are checked and recorded outside the transaction.
 */
export async function acceptInvitation(ctx: Ctx, input: { token: string }, request: { address: string }): Promise<AcceptedJson> {
  const hash = sha256Hex(input.token);
  const accepted = await limitedCredentialCheck({ address: request.address, target: `invitation:${hash}` }, () => exchangeToken(ctx, input.token, hash), ["unauthorized"]);
  return accepted!;
}

async function exchangeToken(ctx: Ctx, token: string, hash: string): Promise<AcceptedJson> {
  if (!looksLikeMagicLinkToken(token)) throw new ServiceError("unauthorized", INVALID);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ invitation: auditInvitations, audit: audits, tier: accounts.tier })
      .from(auditInvitations)
      .innerJoin(audits, eq(audits.id, auditInvitations.auditId))
      .innerJoin(accounts, eq(accounts.id, audits.accountId))
      .where(eq(auditInvitations.tokenHash, hash))
      .limit(1)
      .for("update", { of: audits });
    if (!row || invitationState(row.invitation, now) !== "pending") throw new ServiceError("unauthorized", INVALID);
    return admitAuditor(tx, ctx, row, now, () => new ServiceError("unauthorized", INVALID));
  });
}

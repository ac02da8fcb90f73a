import { eq } from "drizzle-orm";
import { auditInvitations } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { limitedCredentialCheck } from "@/lib/auth";
import type { Reply } from "@/lib/http/reply";
import type { AcceptedJson } from "../schemas";
import { sha256Hex } from "@/lib/credentials/secrets";
import { invitationState, looksLikeMagicLinkToken } from "../internal/invitations";
import { admitAuditor, lockAdmission } from "./internal/admit";
import { withPortalCookie, type CookieTarget } from "./internal/portal-cookie";

const INVALID = "The invitation link is invalid, already used or expired. Ask for a new invitation.";

/**
 * Exchanges a magic-link token for a 7-day auditor JWT. The token is single use: the invitation
 * flips from `pending` to `accepted` in one conditional UPDATE, so two simultaneous accepts of the
 * same link cannot both succeed. Unknown, used, replaced and expired tokens all answer the same 401,
 * and count as failed attempts per client address and per token hash (429 while backing off); the
 * limits are checked and recorded outside the transaction. The answer also keeps the token in the portal's cookie, so
 * the browser that accepted is signed in to the portal.
 */
export async function acceptInvitation(ctx: Ctx, input: { token: string }, request: { address: string } & CookieTarget): Promise<Reply<AcceptedJson>> {
  const hash = sha256Hex(input.token);
  const accepted = await limitedCredentialCheck({ address: request.address, target: `invitation:${hash}` }, () => exchangeToken(ctx, input.token, hash), [
    "unauthorized",
  ]);
  return withPortalCookie(accepted!, request);
}

async function exchangeToken(ctx: Ctx, token: string, hash: string): Promise<AcceptedJson> {
  if (!looksLikeMagicLinkToken(token)) throw new ServiceError("unauthorized", INVALID);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockAdmission(tx, eq(auditInvitations.tokenHash, hash));
    if (!row || invitationState(row.invitation, now) !== "pending") throw new ServiceError("unauthorized", INVALID);
    return admitAuditor(tx, ctx, row, now, () => new ServiceError("unauthorized", INVALID));
  });
}

import { and, eq } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import { auditInvitations, audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { limitedCredentialCheck } from "@/lib/auth";
import { signAuditorToken, AUDITOR_TOKEN_TTL_SECONDS } from "@/lib/credentials/jwt";
import { effectiveTier } from "@/lib/context/effective-tier";
import { tierAtLeast } from "@/lib/context/guards";
import { assertNotComplete } from "../access";
import { AUDITS_TIER } from "../plan";
import { recordActivity } from "../internal/activity";
import type { AcceptedJson } from "../response-schemas";
import { sha256Hex } from "@/lib/credentials/secrets";
import { invitationState, looksLikeMagicLinkToken } from "../internal/invitations";

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
    const tier = effectiveTier(row.tier);
    if (!tierAtLeast(tier, AUDITS_TIER)) {
      throw new ServiceError("plan_upgrade_required", `Audits need the ${AUDITS_TIER} plan or higher; the audited account is on ${tier}.`, {
        requiredTier: AUDITS_TIER,
        currentTier: tier,
      });
    }
    assertNotComplete(row.audit);

    const [accepted] = await tx
      .update(auditInvitations)
      .set({ status: "accepted", acceptedAt: now })
      .where(and(eq(auditInvitations.id, row.invitation.id), eq(auditInvitations.status, "pending")))
      .returning({ id: auditInvitations.id });
    if (!accepted) throw new ServiceError("unauthorized", INVALID);

    await recordActivity(tx, ctx, {
      auditId: row.audit.id,
      accountId: row.audit.accountId,
      type: "auditor_joined",
      actor: { type: "auditor", id: row.invitation.id, name: row.invitation.name },
      status: "accepted",
      details: { invitation_id: row.invitation.id, email: row.invitation.email, firm: row.invitation.firm },
      at: now,
    });
    const token = await signAuditorToken(row.invitation.id, row.audit.id, row.audit.accountId, now);
    return {
      token,
      token_type: "Bearer",
      expires_in: AUDITOR_TOKEN_TTL_SECONDS,
      audit: { id: row.audit.id, title: row.audit.title, framework_id: row.audit.frameworkId },
    };
  });
}

import { eq } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import { memberInvitations } from "@/db/members";
import { memberCaller, type Ctx } from "@/lib/context";
import { effectiveTier } from "@/lib/context/effective-tier";
import { CUSTOMER_TOKEN_TTL_SECONDS, signCustomerToken } from "@/lib/credentials/jwt";
import { openSession } from "@/lib/credentials/member-session";
import { hashPassword } from "@/lib/credentials/password";
import { sha256Hex } from "@/lib/credentials/secrets";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { INVALID_INVITATION, invitationUsable } from "./internal/invitations";
import { provisionMember } from "./internal/membership";
import type { JoinedJson } from "./schemas";
import type { AcceptInvitationInput } from "./schemas";

/**
 * Joins the account an invitation is for: creates the member with the invitation's address and role, uses the
 * invitation up in the same transaction (a second accept is 401) and signs them in like registration does.
 */
export async function acceptInvitation(
  ctx: Ctx,
  input: AcceptInvitationInput,
  request: { address?: string; userAgent?: string | null } = {},
): Promise<JoinedJson> {
  // scrypt is slow on purpose: hash before taking the invitation's row lock.
  const passwordHash = await hashPassword(input.password);
  const joined = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [invitation] = await tx
      .select()
      .from(memberInvitations)
      .where(eq(memberInvitations.tokenHash, sha256Hex(input.token)))
      .for("update")
      .limit(1);
    if (!invitation || !invitationUsable(invitation, now)) throw new ServiceError("unauthorized", INVALID_INVITATION);
    const userId = await provisionMember(tx, ctx, {
      accountId: invitation.accountId,
      email: invitation.email,
      name: input.name,
      role: invitation.role,
      passwordHash,
      via: "invitation",
    });
    await tx.update(memberInvitations).set({ acceptedAt: now, acceptedUserId: userId }).where(eq(memberInvitations.id, invitation.id));
    const sessionId = await openSession(tx, {
      accountId: invitation.accountId,
      userId,
      kind: "token",
      method: "password",
      secondFactor: false,
      ttlSeconds: CUSTOMER_TOKEN_TTL_SECONDS,
      clientAddress: request.address,
      userAgent: request.userAgent,
      now,
    });
    await recordEvent(
      tx,
      { ...ctx, caller: memberCaller(userId, invitation.accountId, invitation.role) },
      {
        accountId: invitation.accountId,
        action: "member.invitation_accepted",
        targetType: "member_invitation",
        targetId: invitation.id,
        details: { email: invitation.email, role: invitation.role },
      },
    );
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, invitation.accountId)).limit(1);
    return { userId, sessionId, email: invitation.email, account };
  });
  return {
    user: { id: joined.userId, email: joined.email, name: input.name },
    account: { id: joined.account.id, name: joined.account.name, tier: effectiveTier(joined.account.tier) },
    accessToken: await signCustomerToken(joined.userId, joined.account.id, joined.sessionId, ctx.now()),
    tokenType: "Bearer",
    expiresIn: CUSTOMER_TOKEN_TTL_SECONDS,
  };
}

import { and, eq, isNull } from "drizzle-orm";
import { accounts, users } from "@/db/accounts";
import { memberInvitations } from "@/db/members";
import { config } from "@/lib/config";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { cancelPendingEmails, enqueueEmail, requestEmailDelivery } from "@/lib/email";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { memberInvitationEmail } from "./internal/invitation-email";
import { toInvitation } from "./internal/serialize-invitation";
import { INVITATION_TTL_MS, MEMBER_INVITATION_EMAIL, joinUrl, newInvitationToken } from "./internal/invitations";
import type { InviteMemberInput } from "./schemas";

/**
 * Invites a person by e-mail with a role (admin; only an owner invites an owner). The single-use link (7 days) is
 * queued in the outbox with the invitation and sent after commit. Inviting the same address again replaces the
 * pending invitation: its link stops working and its unsent mail is cancelled. An address that is already a user's
 * is `409 email_taken` (one account per e-mail).
 */
export async function inviteMember(ctx: Ctx, input: InviteMemberInput) {
  const actor = requireRole(ctx, "admin");
  if (input.role === "owner" && actor.role !== "owner") {
    throw new ServiceError("forbidden", "Only an owner may invite an owner.", { requiredRole: "owner", role: actor.role });
  }
  const { token, hash } = newInvitationToken();
  const { json, messageId } = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
    if (taken) throw new ServiceError("email_taken", "This address already belongs to a user.");
    const replaced = await tx
      .update(memberInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(memberInvitations.accountId, actor.accountId),
          eq(memberInvitations.email, input.email),
          isNull(memberInvitations.acceptedAt),
          isNull(memberInvitations.revokedAt),
        ),
      )
      .returning({ id: memberInvitations.id });
    await cancelPendingEmails(
      tx,
      MEMBER_INVITATION_EMAIL,
      replaced.map((r) => r.id),
      "a newer invitation replaced this one",
      now,
    );
    const [row] = await tx
      .insert(memberInvitations)
      .values({
        accountId: actor.accountId,
        email: input.email,
        role: input.role,
        tokenHash: hash,
        invitedBy: actor.userId,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      })
      // A concurrent invitation of the same address won the pending slot.
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ServiceError("conflict", "Another invitation to this address was just sent; try again.");
    const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, actor.accountId)).limit(1);
    const [inviter] = actor.userId
      ? await tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, actor.userId)).limit(1)
      : [];
    const delivery = await enqueueEmail(tx, {
      accountId: actor.accountId,
      message: memberInvitationEmail({
        to: input.email,
        accountName: account?.name ?? "your team",
        inviterName: inviter?.name ?? null,
        role: input.role,
        joinUrl: joinUrl(config.appUrl, token),
        expiresAt: row.expiresAt,
      }),
      idempotencyKey: `member-invitation-${row.id}`,
      related: { type: MEMBER_INVITATION_EMAIL, id: row.id },
      now,
    });
    await recordEvent(tx, ctx, {
      accountId: actor.accountId,
      action: "member.invited",
      targetType: "member_invitation",
      targetId: row.id,
      details: { email: input.email, role: input.role, ...(replaced.length ? { replacedInvitationIds: replaced.map((r) => r.id) } : {}) },
    });
    return { json: toInvitation(row, inviter ?? null, now), messageId: delivery.messageId };
  });
  await requestEmailDelivery({ messageIds: [messageId], log: ctx.log });
  return json;
}

import { and, eq, ne } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import { auditInvitations } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { config } from "@/lib/config";
import { cancelPendingEmails, enqueueEmail, requestEmailDelivery } from "@/lib/email";
import { acceptUrl, generateMagicLinkToken, magicLinkExpiry } from "./internal/invitations";
import { assertNotComplete, customerGate, lockCustomerAudit } from "./internal/access";
import { recordActivity } from "./internal/activity";
import { auditorInvitationEmail } from "./internal/invitation-email";
import type { InviteAuditorInput } from "./schemas";
import { toInvitation } from "./internal/serialize";

/** `related_type` of invitation mail in the e-mail outbox. */
export const INVITATION_EMAIL = "audit_invitation";

/**
 * Invites an auditor by e-mail with a single-use magic link valid 72 hours. A newer invitation to
 * the same e-mail for the same audit replaces the older one (its link and any auditor session
 * issued from it stop working, and its unsent mail is cancelled). The mail is queued in the same
 * transaction as the invitation and sent after commit, with retries (lib/email/internal/deliver-due.ts):
 * a slow or refusing provider never holds the audit's lock or a connection, and its state shows
 * on the invitation as `email_delivery`.
 */
export async function inviteAuditor(ctx: Ctx, auditId: string, input: InviteAuditorInput) {
  const caller = await customerGate(ctx);
  const { token, hash } = generateMagicLinkToken();
  const { invitation, delivery } = await ctx.db.transaction(async (tx) => {
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    assertNotComplete(audit);
    const now = ctx.now();
    const email = input.email.toLowerCase();

    const replaced = await tx
      .update(auditInvitations)
      .set({ status: "replaced" })
      .where(and(eq(auditInvitations.auditId, audit.id), eq(auditInvitations.email, email), ne(auditInvitations.status, "replaced")))
      .returning({ id: auditInvitations.id });
    await cancelPendingEmails(
      tx,
      INVITATION_EMAIL,
      replaced.map((r) => r.id),
      "a newer invitation replaced this one",
      now,
    );
    const [invitation] = await tx
      .insert(auditInvitations)
      .values({
        auditId: audit.id,
        accountId: audit.accountId,
        email,
        name: input.name,
        firm: input.firm || null,
        tokenHash: hash,
        status: "pending",
        invitedBy: caller.userId,
        expiresAt: magicLinkExpiry(now),
        createdAt: now,
      })
      .returning();
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "auditor_invited",
      actor,
      status: "pending",
      details: {
        invitation_id: invitation.id,
        email,
        name: invitation.name,
        firm: invitation.firm,
        ...(replaced.length ? { replaced_invitation_ids: replaced.map((r) => r.id) } : {}),
      },
      at: now,
    });

    const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, audit.accountId)).limit(1);
    const message = auditorInvitationEmail({
      to: email,
      auditorName: invitation.name,
      firm: invitation.firm,
      auditTitle: audit.title,
      frameworkName: audit.frameworkName,
      companyName: account?.name ?? "Your client",
      inviterName: actor.name,
      acceptUrl: acceptUrl(config.appUrl, token),
      expiresAt: invitation.expiresAt,
    });
    const delivery = await enqueueEmail(tx, {
      accountId: audit.accountId,
      message,
      idempotencyKey: `auditor-invitation-${invitation.id}`,
      related: { type: INVITATION_EMAIL, id: invitation.id },
      now,
    });
    return { invitation, delivery };
  });
  await requestEmailDelivery({ messageIds: [delivery.messageId], log: ctx.log });
  return toInvitation(invitation, delivery);
}

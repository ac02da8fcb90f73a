import { and, eq, ne } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import { auditInvitations } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { config } from "@/lib/config";
import { ServiceError } from "@/lib/errors";
import { EmailDeliveryError, sendEmail } from "@/lib/email";
import { acceptUrl, generateMagicLinkToken, magicLinkExpiry } from "@/lib/auditor/magic-link";
import { assertNotComplete, customerGate, lockCustomerAudit } from "./access";
import { recordActivity } from "./activity";
import { auditorInvitationEmail } from "./invitation-email";
import type { InviteAuditorInput } from "./schemas";
import { invitationJson } from "./serialize";

/**
 * Invites an auditor by e-mail with a single-use magic link valid 72 hours. A newer invitation to
 * the same e-mail for the same audit replaces the older one (its link and any auditor session
 * issued from it stop working). The mail is sent last inside the transaction: when the provider
 * refuses, nothing is stored and the caller gets 503.
 */
export async function inviteAuditor(ctx: Ctx, auditId: string, input: InviteAuditorInput) {
  const caller = await customerGate(ctx);
  const { token, hash } = generateMagicLinkToken();
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    assertNotComplete(audit);
    const now = ctx.now();
    const email = input.email.toLowerCase();

    const replaced = await tx
      .update(auditInvitations)
      .set({ status: "replaced" })
      .where(and(eq(auditInvitations.auditId, audit.id), eq(auditInvitations.email, email), ne(auditInvitations.status, "replaced")))
      .returning({ id: auditInvitations.id });
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
    try {
      await sendEmail({ ...message, idempotencyKey: `auditor-invitation-${invitation.id}` });
    } catch (error) {
      if (error instanceof EmailDeliveryError) {
        ctx.log.warn({ err: error.message, providerCode: error.providerCode, auditId: audit.id }, "invitation e-mail refused");
        throw new ServiceError("service_unavailable", "The invitation e-mail could not be sent; nothing was saved. Try again later.");
      }
      throw error;
    }
    return invitationJson(invitation);
  });
}

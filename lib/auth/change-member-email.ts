import { and, eq, isNull, ne } from "drizzle-orm";
import { users } from "@/db/accounts";
import { emailChanges, passwordResets, type EmailChangeVia } from "@/db/members";
import { config } from "@/lib/config";
import type { Ctx } from "@/lib/context";
import { randomTokenWithHash } from "@/lib/credentials/secrets";
import type { DbOrTx } from "@/lib/db/client";
import { enqueueEmail } from "@/lib/email";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { emailChangedEmail, emailChangedNoticeEmail } from "./internal/email-change-emails";
import { assertIdentityChange } from "./internal/identity-rules";

/** How long the previous address can undo a change (docs/api.md §4). */
export const EMAIL_RECOVERY_TTL_MS = 14 * 86_400_000;

export interface ChangeMemberEmailInput {
  accountId: string;
  userId: string;
  to: string;
  via: EmailChangeVia;
  /** Every address the request names for the member (SCIM: userName and emails); any that differs is a change. */
  named?: string[];
  /** The signed-in member, for `self_service`. */
  actorUserId?: string;
}

export interface EmailChanged {
  changed: boolean;
  from: string;
  to: string;
  recoverableUntil: Date | null;
  /** Mail queued in the caller's transaction: call `requestEmailDelivery` after commit. */
  messageIds: string[];
}

/** The address is someone's already, in this account or another: 409 (one account per e-mail; SCIM `uniqueness`). */
export async function assertEmailFree(tx: DbOrTx, email: string, exceptUserId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  if (taken) throw new ServiceError("conflict", `A user with the e-mail ${email} already exists.`, { scimType: "uniqueness" });
}

/** SCIM provisioning a new member: the identity rule (any free address) and 409 `uniqueness` for a taken one. */
export async function assertProvisionableEmail(tx: DbOrTx, accountId: string, email: string): Promise<void> {
  await assertIdentityChange(tx, { accountId, target: null, to: email, via: "scim" });
  await assertEmailFree(tx, email);
}

/**
 * The one write of a member's e-mail (inside the caller's transaction), after the identity rule: voids the member's
 * open reset links (they went to the old address), keeps a 14-day recovery link for the old address and mails it
 * there, tells the new address, and records `member.email_changed`.
 */
export async function changeMemberEmail(tx: DbOrTx, ctx: Ctx, input: ChangeMemberEmailInput): Promise<EmailChanged> {
  const to = input.to.trim().toLowerCase();
  const [user] = await tx
    .select({ id: users.id, role: users.role, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.accountId, input.accountId)))
    .limit(1);
  if (!user) throw ServiceError.notFound("user");
  const unchanged = { changed: false, from: user.email, to: user.email, recoverableUntil: null, messageIds: [] };
  const named = input.named ?? [];
  if (user.email === to && named.every((address) => address === user.email)) return unchanged;
  await assertIdentityChange(tx, { accountId: input.accountId, target: user, to, named, via: input.via, actorUserId: input.actorUserId });
  if (user.email === to) return unchanged;
  await assertEmailFree(tx, to, user.id);
  const now = ctx.now();
  const recoverableUntil = new Date(now.getTime() + EMAIL_RECOVERY_TTL_MS);
  const { token, hash } = randomTokenWithHash("", 32);
  await tx.update(users).set({ email: to, updatedAt: now }).where(eq(users.id, user.id));
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  const [change] = await tx
    .insert(emailChanges)
    .values({
      accountId: input.accountId,
      userId: user.id,
      fromEmail: user.email,
      toEmail: to,
      via: input.via,
      recoveryTokenHash: hash,
      recoverableUntil,
      createdAt: now,
    })
    .returning({ id: emailChanges.id });
  const recoveryUrl = `${config.appUrl.replace(/\/+$/, "")}/recover-email?token=${encodeURIComponent(token)}`;
  const related = { type: "email_change", id: change.id };
  const toOld = await enqueueEmail(tx, {
    accountId: input.accountId,
    message: emailChangedEmail({ to: user.email, name: user.name, newEmail: to, via: input.via, recoveryUrl, recoverableUntil }),
    idempotencyKey: `email_changed:${change.id}`,
    related,
    now,
  });
  const toNew = await enqueueEmail(tx, {
    accountId: input.accountId,
    message: emailChangedNoticeEmail({ to, name: user.name, oldEmail: user.email }),
    idempotencyKey: `email_changed_notice:${change.id}`,
    related,
    now,
  });
  await recordEvent(tx, ctx, {
    accountId: input.accountId,
    action: "member.email_changed",
    targetType: "user",
    targetId: user.id,
    details: { from: user.email, to, via: input.via, recoverableUntil: recoverableUntil.toISOString() },
  });
  return { changed: true, from: user.email, to, recoverableUntil, messageIds: [toOld.messageId, toNew.messageId] };
}

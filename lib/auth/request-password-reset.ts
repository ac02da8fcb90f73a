import { and, eq, isNull } from "drizzle-orm";
import { users } from "@/db/accounts";
import { passwordResets } from "@/db/members";
import { config } from "@/lib/config";
import type { Ctx } from "@/lib/context";
import { randomTokenWithHash } from "@/lib/credentials/secrets";
import { enqueueEmail, requestEmailDelivery } from "@/lib/email";
import { recordEvent } from "@/lib/events";
import { limitCredentialAttempt } from "./internal/credential-attempts";
import { passwordResetEmail } from "./internal/password-reset-email";
import type { PasswordResetInput } from "./schemas";

export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

/**
 * Sends a single-use reset link (1 hour) to an active member who signs in with a password. Answers the same for any
 * address, known or not, so the route tells nobody who has an account; members who sign in only through single
 * sign-on get no link (their identity provider owns their password). Limited per client address like a sign-in.
 */
export async function requestPasswordReset(ctx: Ctx, input: PasswordResetInput, request: { address: string }): Promise<{ requested: true }> {
  const email = input.email.trim().toLowerCase();
  await limitCredentialAttempt({ address: request.address, target: `password_reset:${email}` });
  const [user] = await ctx.db
    .select({ id: users.id, accountId: users.accountId, name: users.name, email: users.email, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user || user.status !== "active" || !user.passwordHash) return { requested: true };
  const now = ctx.now();
  const { token, hash } = randomTokenWithHash("", 32);
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
  const delivery = await ctx.db.transaction(async (tx) => {
    // Only the newest link works: an older one sitting in a mailbox is void once a new one is asked for.
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    const [reset] = await tx.insert(passwordResets).values({ userId: user.id, tokenHash: hash, expiresAt, createdAt: now }).returning({ id: passwordResets.id });
    const resetUrl = `${config.appUrl.replace(/\/+$/, "")}/reset-password?token=${encodeURIComponent(token)}`;
    const queued = await enqueueEmail(tx, {
      accountId: user.accountId,
      message: passwordResetEmail({ to: user.email, name: user.name, resetUrl, expiresAt }),
      idempotencyKey: `password_reset:${reset.id}`,
      related: { type: "password_reset", id: reset.id },
      now,
    });
    await recordEvent(tx, ctx, { accountId: user.accountId, action: "auth.password_reset_requested", targetType: "user", targetId: user.id, details: { email: user.email, clientAddress: request.address } });
    return queued;
  });
  // Not awaited: waiting on the delivery request (an Inngest call, when configured) would make a known address answer
  // measurably slower than an unknown one. It never throws, and the periodic sweep sends the mail if it is lost.
  void requestEmailDelivery({ messageIds: [delivery.messageId], log: ctx.log });
  return { requested: true };
}

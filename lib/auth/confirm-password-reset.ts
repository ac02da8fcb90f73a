import { and, eq, gt, isNull } from "drizzle-orm";
import { users } from "@/db/accounts";
import { passwordResets } from "@/db/members";
import type { Ctx } from "@/lib/context";
import { hashPassword } from "@/lib/credentials/password";
import { sha256Hex } from "@/lib/credentials/secrets";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { revokeSessionsOf } from "@/lib/credentials/member-session";
import { limitedCredentialCheck } from "./internal/credential-attempts";
import type { PasswordResetConfirmInput } from "./schemas";

const INVALID_LINK = "The reset link is invalid, used or expired; ask for a new one.";

/**
 * Sets a new password from a reset link: the link is used up (once, atomically), and every session of the user ends,
 * so whoever knew the old password is signed out. Two-factor authentication stays as it was.
 */
export async function confirmPasswordReset(ctx: Ctx, input: PasswordResetConfirmInput, request: { address: string }) {
  const tokenHash = sha256Hex(input.token);
  const found = await limitedCredentialCheck({ address: request.address, target: `password_reset_token:${tokenHash}` }, async () => {
    const [row] = await ctx.db
      .select({ id: passwordResets.id, userId: passwordResets.userId, accountId: users.accountId, email: users.email })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, ctx.now()), eq(users.status, "active")))
      .limit(1);
    return row;
  });
  if (!found) throw new ServiceError("unauthorized", INVALID_LINK);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // Two requests with the same link: only one update finds it unused.
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, found.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!used) throw new ServiceError("unauthorized", INVALID_LINK);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, found.userId));
    const sessionsRevoked = await revokeSessionsOf(tx, found.userId, now);
    await recordEvent(tx, ctx, {
      accountId: found.accountId,
      action: "auth.password_reset_completed",
      targetType: "user",
      targetId: found.userId,
      details: { email: found.email, sessionsRevoked },
    });
    return { passwordReset: true as const, sessionsRevoked };
  });
}

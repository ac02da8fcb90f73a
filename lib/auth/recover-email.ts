import { and, eq, gt, gte, isNull } from "drizzle-orm";
import { users } from "@/db/accounts";
import { emailChanges, passwordResets } from "@/db/members";
import type { Ctx } from "@/lib/context";
import { revokeSessionsOf } from "@/lib/credentials/member-session";
import { sha256Hex } from "@/lib/credentials/secrets";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { assertEmailFree } from "./change-member-email";
import { limitedCredentialCheck } from "./internal/credential-attempts";
import { assertIdentityChange } from "./internal/identity-rules";
import type { EmailRecoveryInput } from "./schemas";

const INVALID_LINK = "The link is invalid, used or expired.";

/**
 * "This wasn't me": the link e-mailed to the previous address restores it (within 14 days), ends every session of
 * the member and voids their reset links. It also voids the recovery links of any LATER change (they went to
 * addresses the intruder may hold), never an earlier one, so an intruder cannot use their own link to void the
 * owner's.
 */
export async function recoverEmail(ctx: Ctx, input: EmailRecoveryInput, request: { address: string }) {
  const tokenHash = sha256Hex(input.token);
  const found = await limitedCredentialCheck({ address: request.address, target: `email_recovery:${tokenHash}` }, async () => {
    const [row] = await ctx.db
      .select({
        id: emailChanges.id,
        accountId: emailChanges.accountId,
        userId: emailChanges.userId,
        fromEmail: emailChanges.fromEmail,
        createdAt: emailChanges.createdAt,
        role: users.role,
        email: users.email,
      })
      .from(emailChanges)
      .innerJoin(users, eq(users.id, emailChanges.userId))
      .where(and(eq(emailChanges.recoveryTokenHash, tokenHash), isNull(emailChanges.closedAt), gt(emailChanges.recoverableUntil, ctx.now())))
      .limit(1);
    return row;
  });
  if (!found) throw new ServiceError("unauthorized", INVALID_LINK);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailChanges)
      .set({ closedAt: now, recoveredAt: now })
      .where(and(eq(emailChanges.id, found.id), isNull(emailChanges.closedAt)))
      .returning({ id: emailChanges.id });
    if (!used) throw new ServiceError("unauthorized", INVALID_LINK);
    await tx
      .update(emailChanges)
      .set({ closedAt: now })
      .where(and(eq(emailChanges.userId, found.userId), isNull(emailChanges.closedAt), gte(emailChanges.createdAt, found.createdAt)));
    if (found.email !== found.fromEmail) {
      await assertIdentityChange(tx, {
        accountId: found.accountId,
        target: { id: found.userId, role: found.role, email: found.email },
        to: found.fromEmail,
        via: "recovery",
      });
      await assertEmailFree(tx, found.fromEmail, found.userId);
      await tx.update(users).set({ email: found.fromEmail, updatedAt: now }).where(eq(users.id, found.userId));
    }
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, found.userId), isNull(passwordResets.usedAt)));
    const sessionsRevoked = await revokeSessionsOf(tx, found.userId, now);
    await recordEvent(tx, ctx, {
      accountId: found.accountId,
      action: "member.email_recovered",
      targetType: "user",
      targetId: found.userId,
      details: { from: found.email, to: found.fromEmail, sessionsRevoked },
    });
    return { email: found.fromEmail, sessionsRevoked };
  });
}

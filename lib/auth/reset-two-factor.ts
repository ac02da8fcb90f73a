import { eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import { recoveryCodes } from "@/db/members";
import type { Ctx } from "@/lib/context";
import { requireOperator } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";

/**
 * The operator turns a user's TOTP off (`npm run admin -- two-factor disable <email>`): the way back in for a member,
 * an owner above all, who lost both the authenticator and the recovery codes. Works even while the account requires
 * two-factor authentication; the member then signs in with the password alone and must enrol again.
 */
export async function resetTwoFactor(ctx: Ctx, input: { email: string }): Promise<{ userId: string; accountId: string; email: string; wasEnabled: boolean }> {
  requireOperator(ctx);
  const email = input.email.trim().toLowerCase();
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, accountId: users.accountId, totpEnabledAt: users.totpEnabledAt })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (!user) throw new ServiceError("not_found", `No user has the e-mail ${email}.`);
    await tx.update(users).set({ totpSecretCiphertext: null, totpEnabledAt: null, updatedAt: ctx.now() }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordEvent(tx, ctx, {
      accountId: user.accountId,
      action: "auth.two_factor_disabled",
      targetType: "user",
      targetId: user.id,
      details: { email, proof: "operator" },
    });
    return { userId: user.id, accountId: user.accountId, email, wasEnabled: Boolean(user.totpEnabledAt) };
  });
}

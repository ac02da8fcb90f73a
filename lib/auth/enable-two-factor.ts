import { and, eq, isNull } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { replaceRecoveryCodes } from "./internal/recovery-codes";
import { checkSecondFactor } from "./internal/second-factor";
import { markSessionSecondFactor, twoFactorUser } from "./internal/two-factor-user";
import type { TwoFactorEnabledJson } from "./schemas";

/**
 * Confirms enrolment with a first code from the authenticator: TOTP is on from now, ten recovery codes are answered
 * this once (stored hashed), and the caller's own session counts as signed in with a second factor.
 */
export async function enableTwoFactor(ctx: Ctx, input: { code: string }, request: { address: string }): Promise<TwoFactorEnabledJson> {
  const user = await twoFactorUser(ctx);
  if (user.totpEnabledAt) throw new ServiceError("conflict", "Two-factor authentication is already on.");
  if (!user.totpSecretCiphertext) throw new ServiceError("conflict", "Start the set-up first (POST /api/v1/auth/two-factor/setup).");
  const ok = await checkSecondFactor(ctx.db, user, input.code, request, ctx.now(), { allowRecoveryCode: false });
  if (!ok) throw ServiceError.validation([{ path: "code", message: "The code is not valid; enter the current code from your authenticator app." }]);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(users)
      .set({ totpEnabledAt: now, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt), eq(users.totpSecretCiphertext, user.totpSecretCiphertext!)))
      .returning({ id: users.id });
    // A concurrent enable, or a restarted set-up, got there first: this code was for another secret.
    if (!enabled) throw new ServiceError("conflict", "The set-up changed meanwhile; start it again.");
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id, now);
    await markSessionSecondFactor(tx, user.id, user.sessionId);
    await recordEvent(tx, ctx, {
      accountId: user.accountId,
      action: "auth.two_factor_enabled",
      targetType: "user",
      targetId: user.id,
      details: { method: "totp" },
    });
    return { enabled: true as const, enabledAt: now.toISOString(), recoveryCodes };
  });
}

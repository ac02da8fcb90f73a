import { and, eq } from "drizzle-orm";
import { userSessions } from "@/db/members";
import type { Ctx } from "@/lib/context";
import { recoveryCodesLeft } from "./internal/recovery-codes";
import { twoFactorUser } from "./internal/two-factor-user";
import type { TwoFactorStatusJson } from "./schemas";

/** The caller's two-factor state, for the security page and for clients that must enrol. */
export async function getTwoFactorStatus(ctx: Ctx): Promise<TwoFactorStatusJson> {
  const user = await twoFactorUser(ctx);
  const [session] = await ctx.db
    .select({ method: userSessions.method, secondFactor: userSessions.secondFactor })
    .from(userSessions)
    .where(and(eq(userSessions.id, user.sessionId), eq(userSessions.userId, user.id)))
    .limit(1);
  return {
    enabled: Boolean(user.totpEnabledAt),
    enabledAt: user.totpEnabledAt?.toISOString() ?? null,
    setupPending: !user.totpEnabledAt && Boolean(user.totpSecretCiphertext),
    recoveryCodesLeft: user.totpEnabledAt ? await recoveryCodesLeft(ctx.db, user.id) : 0,
    hasPassword: Boolean(user.passwordHash),
    accountRequiresTwoFactor: user.requireTwoFactor,
    sessionSecondFactor: session ? session.secondFactor || session.method !== "password" : false,
  };
}

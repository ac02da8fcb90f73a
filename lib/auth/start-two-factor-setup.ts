import { eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { newTotpEnrolment, sealTotpSecret } from "./internal/totp";
import { twoFactorUser } from "./internal/two-factor-user";
import type { TwoFactorSetupJson } from "./schemas";

/**
 * Starts (or restarts) TOTP enrolment: a new secret is stored sealed, not yet enabled, and answered as an
 * otpauth:// URI, its base32 text and a QR image. Only for members who sign in with a password.
 */
export async function startTwoFactorSetup(ctx: Ctx): Promise<TwoFactorSetupJson> {
  const user = await twoFactorUser(ctx);
  if (!user.passwordHash) throw new ServiceError("conflict", "You sign in through single sign-on: your identity provider handles the second factor.");
  if (user.totpEnabledAt) throw new ServiceError("conflict", "Two-factor authentication is already on; turn it off first to enrol another authenticator.");
  const enrolment = await newTotpEnrolment(user.email);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecretCiphertext: sealTotpSecret(enrolment.secret), updatedAt: ctx.now() })
      .where(eq(users.id, user.id));
    await recordEvent(tx, ctx, { accountId: user.accountId, action: "auth.two_factor_setup_started", targetType: "user", targetId: user.id });
  });
  return enrolment;
}

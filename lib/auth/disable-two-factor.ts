import { eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import { recoveryCodes } from "@/db/members";
import type { Ctx } from "@/lib/context";
import { verifyPassword } from "@/lib/credentials/password";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { limitedCredentialCheck } from "./internal/credential-attempts";
import { checkSecondFactor } from "./internal/second-factor";
import { twoFactorUser } from "./internal/two-factor-user";
import type { DisableTwoFactorInput } from "./schemas";

/**
 * Turns TOTP off after the member proves it is them again (their password, or a code). Refused while the account
 * requires two-factor authentication: an owner who lost every factor goes through the operator
 * (`npm run admin -- users disable-two-factor`).
 */
export async function disableTwoFactor(ctx: Ctx, input: DisableTwoFactorInput, request: { address: string }) {
  const user = await twoFactorUser(ctx);
  if (user.requireTwoFactor)
    throw new ServiceError("forbidden", "This account requires two-factor authentication; an admin must lift the requirement before you can turn it off.");
  if (!user.totpSecretCiphertext && !user.totpEnabledAt) return { enabled: false as const };
  const proven = input.code
    ? await checkSecondFactor(ctx.db, user, input.code, request, ctx.now())
    : await limitedCredentialCheck({ address: request.address, target: `email:${user.email}` }, async () =>
        user.passwordHash && (await verifyPassword(input.password!, user.passwordHash)) ? true : undefined,
      );
  if (!proven) throw new ServiceError("invalid_credentials", input.code ? "The code is not valid, or was used already." : "The password is incorrect.");
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecretCiphertext: null, totpEnabledAt: null, updatedAt: now }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordEvent(tx, ctx, {
      accountId: user.accountId,
      action: "auth.two_factor_disabled",
      targetType: "user",
      targetId: user.id,
      details: { proof: input.code ? "code" : "password" },
    });
  });
  return { enabled: false as const };
}

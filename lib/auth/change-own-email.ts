import type { Ctx } from "@/lib/context";
import { requireCustomer } from "@/lib/context/guards";
import { verifyPassword } from "@/lib/credentials/password";
import { requestEmailDelivery } from "@/lib/email";
import { ServiceError } from "@/lib/errors";
import { changeMemberEmail } from "./change-member-email";
import { limitedCredentialCheck } from "./internal/credential-attempts";
import { checkSecondFactor } from "./internal/second-factor";
import { twoFactorUser } from "./internal/two-factor-user";
import type { ChangeEmailInput, EmailChangedJson } from "./schemas";

/**
 * The signed-in member changes their own e-mail, proving it is them again: the current password, and an
 * authenticator or recovery code when two-factor is on. The only way an owner's address changes (docs/api.md §4).
 * Members without a password (single sign-on only) keep the address their identity provider gives them.
 */
export async function changeOwnEmail(ctx: Ctx, input: ChangeEmailInput, request: { address: string }): Promise<EmailChangedJson> {
  const caller = requireCustomer(ctx);
  const user = await twoFactorUser(ctx);
  const passwordHash = user.passwordHash;
  if (!passwordHash) throw new ServiceError("conflict", "You sign in through single sign-on: your identity provider manages your e-mail address.");
  const proven = await limitedCredentialCheck({ address: request.address, target: `email:${user.email}` }, async () =>
    (await verifyPassword(input.password, passwordHash)) ? true : undefined,
  );
  if (!proven) throw new ServiceError("invalid_credentials", "The password is incorrect.");
  if (user.totpEnabledAt) {
    if (!input.code) throw new ServiceError("two_factor_required");
    const factor = await checkSecondFactor(ctx.db, user, input.code, request, ctx.now());
    if (!factor) throw new ServiceError("invalid_credentials", "The code is not valid, or was used already.");
  }
  const result = await ctx.db.transaction((tx) =>
    changeMemberEmail(tx, ctx, { accountId: user.accountId, userId: user.id, to: input.email, via: "self_service", actorUserId: caller.userId }),
  );
  if (result.messageIds.length) await requestEmailDelivery({ messageIds: result.messageIds, log: ctx.log });
  return { email: result.to, previousEmail: result.from, recoverableUntil: result.recoverableUntil?.toISOString() ?? null };
}

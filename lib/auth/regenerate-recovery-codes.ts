import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { replaceRecoveryCodes } from "./internal/recovery-codes";
import { checkSecondFactor } from "./internal/second-factor";
import { twoFactorUser } from "./internal/two-factor-user";
import type { RecoveryCodesJson } from "./schemas";

/** Ten new recovery codes for a current authenticator code; the old ones stop working. Answered this once. */
export async function regenerateRecoveryCodes(ctx: Ctx, input: { code: string }, request: { address: string }): Promise<RecoveryCodesJson> {
  const user = await twoFactorUser(ctx);
  if (!user.totpEnabledAt) throw new ServiceError("conflict", "Two-factor authentication is off; there are no recovery codes to replace.");
  const ok = await checkSecondFactor(ctx.db, user, input.code, request, ctx.now(), { allowRecoveryCode: false });
  if (!ok) throw new ServiceError("invalid_credentials", "The code is not valid, or was used already; enter the current code from your authenticator app.");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, user.id, now);
    await recordEvent(tx, ctx, { accountId: user.accountId, action: "auth.recovery_codes_regenerated", targetType: "user", targetId: user.id });
    return { recoveryCodes: codes };
  });
}

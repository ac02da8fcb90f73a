import type { DbOrTx } from "@/lib/db/client";
import { limitedCredentialCheck } from "./credential-attempts";
import { useRecoveryCode } from "./recovery-codes";
import { claimTotpStep, isTotpCodeShape, openTotpSecret, totpStepOf } from "./totp";

export type SecondFactorKind = "totp" | "recovery_code";

/**
 * Checks an authenticator code (each time step once) or a recovery code (each once), under the credential limits
 * (target: the user's second factor), so codes cannot be guessed faster than passwords. Not inside a transaction.
 */
export async function checkSecondFactor(
  db: DbOrTx,
  user: { id: string; totpSecretCiphertext: string | null },
  code: string,
  request: { address: string },
  now: Date,
  options: { allowRecoveryCode?: boolean } = {},
): Promise<SecondFactorKind | undefined> {
  const secretCiphertext = user.totpSecretCiphertext;
  if (!secretCiphertext) return undefined;
  return limitedCredentialCheck({ address: request.address, target: `second_factor:${user.id}` }, async () => {
    if (isTotpCodeShape(code)) {
      const step = totpStepOf(openTotpSecret(secretCiphertext), code, now);
      if (step === undefined) return undefined;
      return (await claimTotpStep(user.id, step)) ? "totp" : undefined;
    }
    if (options.allowRecoveryCode === false) return undefined;
    return (await useRecoveryCode(db, user.id, code, now)) ? "recovery_code" : undefined;
  });
}

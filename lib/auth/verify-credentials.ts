import { eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { limitedCredentialCheck } from "./internal/credential-attempts";
import { ssoRequiredFor } from "@/lib/sso";
import { burnPasswordCheck, verifyPassword } from "@/lib/credentials/password";

/**
 * Checks an e-mail and password pair, limited per client address and per e-mail
 * (lib/auth/internal/credential-attempts.ts): throws 429 `rate_limited` while either is backing off. An
 * unknown e-mail costs the same hashing work as a wrong password, so neither the answer nor its
 * timing tells which one was wrong. Not inside a transaction: the limits use the pool.
 */
export async function verifyCredentials(db: DbOrTx, email: string, password: string, request: { address: string }) {
  const normalized = email.trim().toLowerCase();
  return limitedCredentialCheck({ address: request.address, target: `email:${normalized}` }, async () => {
    const [user] = await db
      .select({
        id: users.id,
        accountId: users.accountId,
        role: users.role,
        email: users.email,
        name: users.name,
        passwordHash: users.passwordHash,
        status: users.status,
        totpEnabledAt: users.totpEnabledAt,
        totpSecretCiphertext: users.totpSecretCiphertext,
      })
      .from(users)
      .where(eq(users.email, normalized))
      .limit(1);
    // A deactivated member, or one who signs in only through single sign-on, answers like an unknown e-mail.
    if (!user || user.status !== "active" || !user.passwordHash) return burnPasswordCheck(password).then(() => undefined);
    const ok = await verifyPassword(password, user.passwordHash);
    // "SSO required" is told only to someone who knew the password; owners keep the password as their recovery path.
    if (ok && user.role !== "owner" && (await ssoRequiredFor(db, user.accountId, normalized))) throw new ServiceError("sso_required");
    // Whether a second factor is due is told only to someone who knew the password.
    return ok
      ? {
          id: user.id,
          accountId: user.accountId,
          email: user.email,
          name: user.name,
          twoFactor: user.totpEnabledAt ? { totpSecretCiphertext: user.totpSecretCiphertext } : null,
        }
      : undefined;
  });
}

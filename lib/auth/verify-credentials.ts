import { eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { DbOrTx } from "@/lib/db/client";
import { limitedCredentialCheck } from "./internal/credential-attempts";
import { burnPasswordCheck, verifyPassword } from "@/lib/credentials/password";

/**
 * Checks an e-mail and password pair, limited per client address and per e-mail
 * (lib/auth/credential-attempts.ts): throws 429 `rate_limited` while either is backing off. An
 * unknown e-mail costs the same hashing work as a wrong password, so neither the answer nor its
 * timing tells which one was wrong. Not inside a transaction: the limits use the pool.
 */
export async function verifyCredentials(db: DbOrTx, email: string, password: string, request: { address: string }) {
  const normalized = email.trim().toLowerCase();
  return limitedCredentialCheck({ address: request.address, target: `email:${normalized}` }, async () => {
    const [user] = await db
      .select({ id: users.id, accountId: users.accountId, email: users.email, name: users.name, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, normalized))
      .limit(1);
    if (!user) return burnPasswordCheck(password).then(() => undefined);
    const ok = await verifyPassword(password, user.passwordHash);
    return ok ? { id: user.id, accountId: user.accountId, email: user.email, name: user.name } : undefined;
  });
}

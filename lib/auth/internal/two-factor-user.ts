import { and, eq } from "drizzle-orm";
import { accounts, users } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { NO_SESSION } from "@/lib/context";
import { requireCustomer } from "@/lib/context/guards";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { userSessions } from "@/db/members";

/** The signed-in member's own sign-in settings: two-factor routes act on the caller only, never on another member. */
export async function twoFactorUser(ctx: Ctx, db: DbOrTx = ctx.db) {
  const caller = requireCustomer(ctx);
  const [row] = await db
    .select({
      id: users.id,
      accountId: users.accountId,
      email: users.email,
      passwordHash: users.passwordHash,
      totpSecretCiphertext: users.totpSecretCiphertext,
      totpEnabledAt: users.totpEnabledAt,
      requireTwoFactor: accounts.requireTwoFactor,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(users.id, caller.userId), eq(users.accountId, caller.accountId)))
    .limit(1);
  if (!row) throw new ServiceError("unauthorized", "The user no longer exists.");
  return { ...row, sessionId: caller.sessionId };
}

/** After a code was shown on this session (enrolment), it counts as signed in with a second factor. */
export async function markSessionSecondFactor(tx: DbOrTx, userId: string, sessionId: string): Promise<void> {
  if (sessionId === NO_SESSION) return;
  await tx
    .update(userSessions)
    .set({ secondFactor: true })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)));
}

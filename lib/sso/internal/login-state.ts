import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { ssoLoginStates } from "@/db/sso";
import type { DbOrTx } from "@/lib/db/client";

/** A sign-in in flight lives ten minutes and is used once. */
export const LOGIN_STATE_TTL_MS = 10 * 60_000;

export type LoginState = typeof ssoLoginStates.$inferSelect;

export async function saveLoginState(
  db: DbOrTx,
  input: { connectionId: string; state: string; nonce?: string; codeVerifier?: string; redirectTo?: string | null; now: Date },
): Promise<void> {
  // Old states are dead weight: each start sweeps the expired ones, so the table stays small without a job.
  await db.delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, input.now));
  await db.insert(ssoLoginStates).values({
    connectionId: input.connectionId,
    state: input.state,
    nonce: input.nonce ?? null,
    codeVerifier: input.codeVerifier ?? null,
    redirectTo: input.redirectTo ?? null,
    expiresAt: new Date(input.now.getTime() + LOGIN_STATE_TTL_MS),
    createdAt: input.now,
  });
}

/** Marks the state used and answers it; undefined when unknown, expired or used already (one statement, so two callbacks cannot both win). */
export async function consumeLoginState(db: DbOrTx, state: string, now: Date): Promise<LoginState | undefined> {
  const [row] = await db
    .update(ssoLoginStates)
    .set({ usedAt: now })
    .where(and(eq(ssoLoginStates.state, state), isNull(ssoLoginStates.usedAt), gt(ssoLoginStates.expiresAt, now)))
    .returning();
  return row;
}

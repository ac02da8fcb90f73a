import { eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { SessionKind } from "@/db/members";
import type { Ctx } from "@/lib/context";
import { openSession } from "@/lib/credentials/member-session";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { verifyCredentials } from "../verify-credentials";
import { checkSecondFactor } from "./second-factor";

export interface PasswordSignIn {
  email: string;
  password: string;
  code?: string;
}

/**
 * Password sign-in for the token route and the console: the password, then (for a user with TOTP) a code, then a
 * session recording whether a second factor was shown, and `auth.signed_in`. A missing or wrong code is 401
 * `two_factor_required`, which is only ever answered after a right password.
 */
export async function signInWithPassword(
  ctx: Ctx,
  input: PasswordSignIn,
  session: { kind: SessionKind; ttlSeconds: number; address: string; userAgent?: string | null },
) {
  const user = await verifyCredentials(ctx.db, input.email, input.password, { address: session.address });
  if (!user) throw new ServiceError("invalid_credentials");
  let secondFactor: string | undefined;
  if (user.twoFactor) {
    const code = input.code?.trim();
    if (!code) throw new ServiceError("two_factor_required");
    secondFactor = await checkSecondFactor(
      ctx.db,
      { id: user.id, totpSecretCiphertext: user.twoFactor.totpSecretCiphertext },
      code,
      { address: session.address },
      ctx.now(),
    );
    if (!secondFactor)
      throw new ServiceError("two_factor_required", "The code is not valid, or was used already; enter a new authenticator code or an unused recovery code.");
  }
  const now = ctx.now();
  const sessionId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, user.id)).limit(1);
    if (!row) throw new ServiceError("invalid_credentials");
    const id = await openSession(tx, {
      accountId: user.accountId,
      userId: user.id,
      kind: session.kind,
      method: "password",
      secondFactor: Boolean(secondFactor),
      ttlSeconds: session.ttlSeconds,
      clientAddress: session.address,
      userAgent: session.userAgent,
      now,
    });
    const signedIn: Ctx = {
      ...ctx,
      caller: {
        kind: "customer",
        userId: user.id,
        accountId: user.accountId,
        via: session.kind === "console" ? "session" : "jwt",
        role: row.role,
        sessionId: id,
      },
    };
    await recordEvent(tx, signedIn, {
      accountId: user.accountId,
      action: "auth.signed_in",
      targetType: "session",
      targetId: id,
      details: { method: "password", kind: session.kind, secondFactor: secondFactor ?? null, clientAddress: session.address },
    });
    return id;
  });
  return { user: { id: user.id, accountId: user.accountId, email: user.email, name: user.name }, sessionId };
}

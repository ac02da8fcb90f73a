import { eq } from "drizzle-orm";
import { accounts, users } from "@/db/accounts";
import { type Tier } from "@/lib/vocabulary";
import type { Ctx } from "@/lib/context";
import { effectiveTier } from "@/lib/context/effective-tier";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { limitedCredentialCheck } from "./internal/credential-attempts";
import { CUSTOMER_TOKEN_TTL_SECONDS, signCustomerToken } from "@/lib/credentials/jwt";
import { openSession } from "@/lib/credentials/member-session";
import { hashPassword } from "@/lib/credentials/password";
import type { RegisterInput } from "./schemas";

export interface Registered {
  user: { id: string; email: string; name: string };
  account: { id: string; name: string; tier: Tier };
  accessToken: string;
  tokenType: "Bearer";
  expiresIn: number;
}

/**
 * Creates an account (tier `free`) and its first user, and signs them in. With the client's
 * `address` (the route always passes it) the attempt is limited per address and per e-mail, and a
 * taken e-mail counts as a failed attempt, so the route cannot be used to test e-mails in bulk.
 */
export async function registerUser(ctx: Ctx, input: RegisterInput, options: { tier?: Tier; address?: string } = {}): Promise<Registered> {
  if (options.address === undefined) return createAccountAndUser(ctx, input, options.tier);
  const attempt = { address: options.address, target: `register:${input.email.trim().toLowerCase()}` };
  const registered = await limitedCredentialCheck(attempt, () => createAccountAndUser(ctx, input, options.tier), ["email_taken"]);
  return registered!;
}

async function createAccountAndUser(ctx: Ctx, input: RegisterInput, tier: Tier | undefined): Promise<Registered> {
  const passwordHash = await hashPassword(input.password);
  const result = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
    if (taken) throw new ServiceError("email_taken");
    const [account] = await tx
      .insert(accounts)
      .values({ name: input.company, tier: tier ?? "free", createdAt: ctx.now(), updatedAt: ctx.now() })
      .returning();
    const inserted = await tx
      .insert(users)
      .values({ accountId: account.id, email: input.email, name: input.name, passwordHash, role: "owner", createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning();
    // A concurrent registration of the same e-mail loses here rather than with a raw constraint error.
    if (inserted.length === 0) throw new ServiceError("email_taken");
    const user = inserted[0];
    const sessionId = await openSession(tx, {
      accountId: account.id,
      userId: user.id,
      kind: "token",
      method: "password",
      secondFactor: false,
      ttlSeconds: CUSTOMER_TOKEN_TTL_SECONDS,
      now: ctx.now(),
    });
    await recordEvent(
      tx,
      { ...ctx, caller: { kind: "customer", userId: user.id, accountId: account.id, via: "jwt", role: "owner", sessionId } },
      {
        accountId: account.id,
        action: "account.registered",
        targetType: "user",
        targetId: user.id,
        details: { email: user.email },
      },
    );
    return { user, account, sessionId };
  });
  return {
    user: { id: result.user.id, email: result.user.email, name: result.user.name },
    account: { id: result.account.id, name: result.account.name, tier: effectiveTier(result.account.tier) },
    accessToken: await signCustomerToken(result.user.id, result.account.id, result.sessionId, ctx.now()),
    tokenType: "Bearer",
    expiresIn: CUSTOMER_TOKEN_TTL_SECONDS,
  };
}

import type { Ctx } from "@/lib/context";
import { CUSTOMER_TOKEN_TTL_SECONDS, signCustomerToken } from "@/lib/credentials/jwt";
import { signInWithPassword } from "./internal/sign-in";
import type { TokenInput } from "./schemas";

/**
 * Exchanges e-mail and password (and, for a user with two-factor authentication, a code) for a one-hour customer
 * JWT, tied to a session of its own (revocable); limited per client address and e-mail.
 */
export async function issueToken(ctx: Ctx, input: TokenInput, request: { address: string; userAgent?: string | null }) {
  const { user, sessionId } = await signInWithPassword(ctx, input, {
    kind: "token",
    ttlSeconds: CUSTOMER_TOKEN_TTL_SECONDS,
    address: request.address,
    userAgent: request.userAgent,
  });
  return {
    accessToken: await signCustomerToken(user.id, user.accountId, sessionId, ctx.now()),
    tokenType: "Bearer" as const,
    expiresIn: CUSTOMER_TOKEN_TTL_SECONDS,
  };
}

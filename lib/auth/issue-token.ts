import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { CUSTOMER_TOKEN_TTL_SECONDS, signCustomerToken } from "@/lib/credentials/jwt";
import type { TokenInput } from "./schemas";
import { verifyCredentials } from "./verify-credentials";

/** Exchanges e-mail and password for a one-hour customer JWT; limited per client address and e-mail. */
export async function issueToken(ctx: Ctx, input: TokenInput, request: { address: string }) {
  const user = await verifyCredentials(ctx.db, input.email, input.password, request);
  if (!user) throw new ServiceError("invalid_credentials");
  return {
    accessToken: await signCustomerToken(user.id, user.accountId, ctx.now()),
    tokenType: "Bearer" as const,
    expiresIn: CUSTOMER_TOKEN_TTL_SECONDS,
  };
}

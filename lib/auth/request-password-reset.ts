import { passwordResetRequests } from "@/db/members";
import type { Ctx } from "@/lib/context";
import { requestEmailDelivery } from "@/lib/email";
import { limitCredentialAttempt } from "./internal/credential-attempts";
import { limitResetRequests } from "./internal/reset-request-limit";
import type { PasswordResetInput } from "./schemas";

/**
 * Queues a request for a reset link and answers. The request does the same work for any address, known or not
 * (the limits per client address, one insert, one wake-up of the `email` lane), so neither the answer nor
 * its timing says who has an account: the lane (prepare-password-resets.ts) looks the address up, applies the limit
 * per recipient and queues the mail.
 */
export async function requestPasswordReset(ctx: Ctx, input: PasswordResetInput, request: { address: string }): Promise<{ requested: true }> {
  const email = input.email.trim().toLowerCase();
  await limitCredentialAttempt({ address: request.address, target: `password_reset:${email}` });
  await limitResetRequests(request.address);
  await ctx.db.insert(passwordResetRequests).values({ email, clientAddress: request.address, requestId: ctx.requestId, createdAt: ctx.now() });
  // Not awaited, and never throws: the lane's timer (or Inngest's cron) picks the request up if the wake-up is lost.
  void requestEmailDelivery({ log: ctx.log });
  return { requested: true };
}

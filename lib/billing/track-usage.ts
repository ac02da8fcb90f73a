import { and, eq } from "drizzle-orm";
import { usageIdempotencyKeys } from "@/db/usage";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { ServiceError } from "@/lib/errors";
import { existingAccountId } from "./internal/webhook/resolve-account";
import type { TrackUsageInput } from "./schemas";
import { consumeUsage, getUsage } from "./internal/usage";

/**
 * Counts usage for an account from another service. With an idempotency key the claim on the key
 * and the count commit together: a retry after success counts nothing, a retry after a refusal
 * (402) is tried afresh.
 */
export async function trackUsage(ctx: Ctx, input: TrackUsageInput) {
  // The route admits only the internal token (auth "internal"); anything else calling in is refused too.
  if (ctx.caller.kind !== "internal") throw new ServiceError("forbidden", "Only the operator's internal services may track usage.");
  const accountId = await existingAccountId(ctx.db, input.accountId);
  if (!accountId) throw ServiceError.notFound("account");
  const now = ctx.now();

  return ctx.db.transaction(async (tx) => {
    if (input.idempotencyKey) {
      const claimed = await tx
        .insert(usageIdempotencyKeys)
        .values({ accountId, key: input.idempotencyKey, metric: input.metric, quantity: input.quantity, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) {
        const [prior] = await tx
          .select()
          .from(usageIdempotencyKeys)
          .where(and(eq(usageIdempotencyKeys.accountId, accountId), eq(usageIdempotencyKeys.key, input.idempotencyKey)))
          .limit(1);
        if (prior && (prior.metric !== input.metric || prior.quantity !== input.quantity)) {
          throw new ServiceError("conflict", "This idempotency key was already used with a different metric or quantity.", {
            idempotencyKey: input.idempotencyKey,
            metric: prior.metric,
            quantity: prior.quantity,
          });
        }
        return { accountId, metric: input.metric, quantity: input.quantity, counted: false, usage: await getUsage(tx, accountId, now) };
      }
    }
    const usage = await consumeUsage(tx, accountId, input.metric, input.quantity, now);
    await recordEvent(tx, ctx, {
      accountId,
      action: "billing.usage_tracked",
      targetType: "usage",
      targetId: input.idempotencyKey ?? null,
      details: { metric: input.metric, quantity: input.quantity, period: usage.period },
    });
    return { accountId, metric: input.metric, quantity: input.quantity, counted: true, usage };
  });
}

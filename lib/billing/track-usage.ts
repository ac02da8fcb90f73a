import { and, eq } from "drizzle-orm";
import { usageIdempotencyKeys } from "@/db/usage";
import { constantTimeEqual } from "@/lib/auth/secrets";
import { config } from "@/lib/config";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events/record-event";
import { ServiceError } from "@/lib/errors";
import { readJsonBody } from "@/lib/http/body";
import { parseOrThrow } from "@/lib/http/validate";
import { existingAccountId } from "./webhook/resolve-account";
import { trackUsageBody, type TrackUsageInput } from "./schemas";
import { consumeUsage, getUsage } from "./usage";

/**
 * `Authorization: Bearer <INTERNAL_API_TOKEN>`. The route is off (403) while the variable is unset,
 * so a fresh install never exposes an unauthenticated way to move usage.
 */
export function requireInternalToken(request: Request): void {
  const expected = config.internalApiToken;
  if (!expected) throw new ServiceError("forbidden", "Usage tracking is disabled: INTERNAL_API_TOKEN is not set.");
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  if (!match || !constantTimeEqual(match[1], expected)) {
    throw new ServiceError("unauthorized", "A valid internal API token is required.");
  }
}

/**
 * Counts usage for an account from another service. With an idempotency key the claim on the key
 * and the count commit together: a retry after success counts nothing, a retry after a refusal
 * (402) is tried afresh.
 */
export async function trackUsage(ctx: Ctx, request: Request) {
  requireInternalToken(request);
  const input: TrackUsageInput = parseOrThrow(trackUsageBody, await readJsonBody(request));
  const internalCtx: Ctx = { ...ctx, caller: { kind: "internal" } };
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
    await recordEvent(tx, internalCtx, {
      accountId,
      action: "billing.usage_tracked",
      targetType: "usage",
      targetId: input.idempotencyKey ?? null,
      details: { metric: input.metric, quantity: input.quantity, period: usage.period },
    });
    return { accountId, metric: input.metric, quantity: input.quantity, counted: true, usage };
  });
}

import { and, eq } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import { isEntitledStatus } from "../plan-tier";
import { listAccountSubscriptions } from "../queries";
import { TIERS, type Tier } from "@/lib/vocabulary";

/**
 * Sets `accounts.tier` (what every tier gate reads) from the account's subscriptions: the highest
 * tier among those in an entitled status, else `free`. Call with the account row locked.
 */
export async function syncAccountTier(
  tx: DbOrTx,
  ctx: Ctx,
  accountId: string,
  cause: { eventId: string; subscriptionId?: string },
): Promise<{ from: Tier; to: Tier }> {
  const subs = await listAccountSubscriptions(tx, accountId);
  let tier: Tier = "free";
  for (const s of subs) {
    if (isEntitledStatus(s.status) && s.priceTier && TIERS.indexOf(s.priceTier) > TIERS.indexOf(tier)) tier = s.priceTier;
  }
  const [current] = await tx.select({ tier: accounts.tier }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  const from = current?.tier ?? "free";
  if (from === tier) return { from, to: tier };
  await tx
    .update(accounts)
    .set({ tier, updatedAt: ctx.now() })
    .where(and(eq(accounts.id, accountId), eq(accounts.tier, from)));
  await recordEvent(tx, ctx, {
    accountId,
    action: "billing.tier_changed",
    targetType: "account",
    targetId: accountId,
    details: { from, to: tier, stripeEventId: cause.eventId, stripeSubscriptionId: cause.subscriptionId ?? null },
  });
  ctx.log.info({ accountId, from, to: tier, stripeEventId: cause.eventId }, "account tier changed");
  return { from, to: tier };
}

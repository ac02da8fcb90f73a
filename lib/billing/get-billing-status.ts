import { getAccountTier, requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { config } from "@/lib/config";
import { toPaymentMethod } from "./internal/serialize";
import { currentSubscription, findCustomerByAccount, findPaymentMethod } from "./internal/queries";
import type { Tier } from "@/lib/vocabulary";

export function tierLabel(tier: Tier): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

/** docs/api.md §6: `tier` is the effective tier (getAccountTier), `enterprise` for everyone while billing is off. */
export async function getBillingStatus(ctx: Ctx) {
  const { accountId } = requireRole(ctx, "viewer");
  const [tier, subscription, customer, paymentMethod] = await Promise.all([
    getAccountTier(ctx.db, accountId),
    currentSubscription(ctx.db, accountId),
    findCustomerByAccount(ctx.db, accountId),
    findPaymentMethod(ctx.db, accountId),
  ]);
  return {
    tier,
    plan: subscription?.plan ?? tierLabel(tier),
    subscriptionStatus: subscription?.status ?? null,
    renewalDate: subscription?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    paymentMethod: toPaymentMethod(paymentMethod),
    hasCustomer: customer !== null,
    billingEnabled: config.billingEnabled,
  };
}

import type Stripe from "stripe";
import { billingPaymentMethods } from "@/db/billing";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import { findPaymentMethod } from "../queries";

/** Records the account's default payment method (card brand, last 4, expiry) when it changed. */
export async function savePaymentMethod(tx: DbOrTx, ctx: Ctx, accountId: string, pm: Stripe.PaymentMethod, eventId: string): Promise<void> {
  const stored = await findPaymentMethod(tx, accountId);
  const values = {
    stripePaymentMethodId: pm.id,
    type: pm.type,
    brand: pm.card?.brand ?? null,
    last4: pm.card?.last4 ?? pm.sepa_debit?.last4 ?? pm.us_bank_account?.last4 ?? null,
    expMonth: pm.card?.exp_month ?? null,
    expYear: pm.card?.exp_year ?? null,
    updatedAt: ctx.now(),
  };
  const same =
    stored &&
    stored.stripePaymentMethodId === values.stripePaymentMethodId &&
    stored.brand === values.brand &&
    stored.last4 === values.last4 &&
    stored.expMonth === values.expMonth &&
    stored.expYear === values.expYear;
  if (same) return;
  await tx
    .insert(billingPaymentMethods)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: billingPaymentMethods.accountId, set: values });
  await recordEvent(tx, ctx, {
    accountId,
    action: "billing.payment_method_updated",
    targetType: "payment_method",
    targetId: pm.id,
    details: { type: values.type, brand: values.brand, last4: values.last4, stripeEventId: eventId },
  });
}

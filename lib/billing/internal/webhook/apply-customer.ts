import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { billingCustomers, billingPaymentMethods } from "@/db/billing";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import { findCustomerByStripeId } from "../queries";
import { existingAccountId, lockAccount } from "./resolve-account";
import { savePaymentMethod } from "./save-payment-method";
import type { ApplyResult, EventStamp } from "./types";

/**
 * Links a Stripe customer to an account when a completed checkout names one we have not recorded
 * (a customer created outside this app, e.g. in the Dashboard).
 */
export async function linkCustomer(
  tx: DbOrTx,
  ctx: Ctx,
  stripeCustomerId: string,
  accountIdCandidate: string | null,
  event: EventStamp,
): Promise<string | null> {
  const known = await findCustomerByStripeId(tx, stripeCustomerId);
  if (known) return known.accountId;
  const accountId = await existingAccountId(tx, accountIdCandidate);
  if (!accountId) return null;
  const now = ctx.now();
  const inserted = await tx.insert(billingCustomers).values({ accountId, stripeCustomerId, createdAt: now, updatedAt: now }).onConflictDoNothing().returning();
  if (inserted.length > 0) {
    await recordEvent(tx, ctx, {
      accountId,
      action: "billing.customer_linked",
      targetType: "billing_customer",
      targetId: stripeCustomerId,
      details: { stripeEventId: event.id },
    });
  }
  return accountId;
}

/** `customer.updated`: contact details and the default payment method the portal may have changed. */
export async function applyCustomerUpdated(
  tx: DbOrTx,
  ctx: Ctx,
  customer: Stripe.Customer,
  paymentMethod: Stripe.PaymentMethod | null,
  event: EventStamp,
): Promise<ApplyResult> {
  const row = await findCustomerByStripeId(tx, customer.id);
  if (!row) return { outcome: "unmatched", accountId: null };
  await lockAccount(tx, row.accountId);
  const email = customer.email ?? null;
  const name = customer.name ?? null;
  if (row.email !== email || row.name !== name) {
    await tx.update(billingCustomers).set({ email, name, updatedAt: ctx.now() }).where(eq(billingCustomers.accountId, row.accountId));
    await recordEvent(tx, ctx, {
      accountId: row.accountId,
      action: "billing.customer_updated",
      targetType: "billing_customer",
      targetId: customer.id,
      details: { email, name, stripeEventId: event.id },
    });
  }
  if (paymentMethod) await savePaymentMethod(tx, ctx, row.accountId, paymentMethod, event.id);
  return { outcome: "applied", accountId: row.accountId };
}

/** `customer.deleted`: the next checkout creates a new customer instead of failing on the old one. */
export async function applyCustomerDeleted(tx: DbOrTx, ctx: Ctx, customer: { id: string }, event: EventStamp): Promise<ApplyResult> {
  const row = await findCustomerByStripeId(tx, customer.id);
  if (!row) return { outcome: "unmatched", accountId: null };
  await lockAccount(tx, row.accountId);
  await tx.delete(billingCustomers).where(eq(billingCustomers.accountId, row.accountId));
  await tx.delete(billingPaymentMethods).where(eq(billingPaymentMethods.accountId, row.accountId));
  await recordEvent(tx, ctx, {
    accountId: row.accountId,
    action: "billing.customer_deleted",
    targetType: "billing_customer",
    targetId: customer.id,
    details: { stripeEventId: event.id },
  });
  return { outcome: "applied", accountId: row.accountId };
}

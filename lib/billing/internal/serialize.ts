import type { z } from "zod";
import type { CustomerRow, PaymentMethodRow, SubscriptionRow } from "./queries";
import type { customerShape, invoiceShape, paymentMethodShape, subscriptionShape } from "../schemas";
import type { billingInvoices } from "@/db/billing";

/** Row → API shape (camelCase, ISO timestamps), one function per resource. */

export function toPaymentMethod(row: PaymentMethodRow | null): z.infer<typeof paymentMethodShape> | null {
  if (!row) return null;
  return { type: row.type, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
}

export function toSubscription(row: SubscriptionRow): z.infer<typeof subscriptionShape> {
  return {
    id: row.stripeSubscriptionId,
    plan: row.plan,
    tier: row.priceTier,
    status: row.status,
    renewalDate: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  };
}

export function toCustomer(row: CustomerRow, paymentMethod: PaymentMethodRow | null): z.infer<typeof customerShape> {
  return {
    id: row.stripeCustomerId,
    accountId: row.accountId,
    email: row.email,
    name: row.name,
    paymentMethod: toPaymentMethod(paymentMethod),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toInvoice(row: typeof billingInvoices.$inferSelect): z.infer<typeof invoiceShape> {
  return {
    id: row.stripeInvoiceId,
    number: row.number,
    status: row.status,
    amountDue: row.amountDue,
    amountPaid: row.amountPaid,
    currency: row.currency,
    created: row.stripeCreatedAt.toISOString(),
    hostedInvoiceUrl: row.hostedInvoiceUrl,
  };
}

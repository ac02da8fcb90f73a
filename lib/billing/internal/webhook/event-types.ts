/** The Stripe event types the webhook applies; every other verified type is acknowledged as `ignored`. */
export const CHECKOUT_COMPLETED = "checkout.session.completed";

export const SUBSCRIPTION_EVENTS: ReadonlySet<string> = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
]);

export const INVOICE_EVENTS: ReadonlySet<string> = new Set([
  "invoice.paid",
  "invoice.payment_failed",
  "invoice.payment_succeeded",
  "invoice.finalized",
  "invoice.updated",
  "invoice.voided",
  "invoice.marked_uncollectible",
]);

export const CUSTOMER_UPDATED = "customer.updated";
export const CUSTOMER_DELETED = "customer.deleted";

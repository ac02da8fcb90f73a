// The billing domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { createCheckoutSession } from "./create-checkout-session";
export { createPortalSession } from "./create-portal-session";
export { getAccountUsage } from "./get-account-usage";
export { getBillingStatus, tierLabel } from "./get-billing-status";
export { getMyCustomer } from "./get-customer";
export { getSubscription } from "./get-subscription";
export { handleStripeWebhook } from "./handle-stripe-webhook";
export { isEntitledStatus } from "./internal/plan-tier";
export { consumeUsage, getUsage } from "./internal/usage";
export { usedOf } from "./internal/usage-total";
export { listInvoices } from "./list-invoices";
export { listPlans } from "./list-plans";
export type { Plan } from "./list-plans";
export type { RedirectUrl, billingStatusShape, invoiceShape, usageShape } from "./schemas";
export { setAccountTier } from "./set-account-tier";
export { trackUsage } from "./track-usage";

import { config } from "@/lib/config";
import { ServiceError } from "@/lib/errors";

/**
 * docs/api.md §6: without Stripe, billing is off; its operations answer 409 `billing_disabled`
 * (a setting of this server, not an outage to retry), while status, plans and usage still answer.
 */
export function requireBillingEnabled(): void {
  if (!config.billingEnabled) {
    throw new ServiceError(
      "billing_disabled",
      "Billing is disabled on this server (no Stripe key): every feature is available to every account. Operators set plans with `npm run admin`.",
    );
  }
}

import { requireRole } from "@/lib/context/guards";
import { config } from "@/lib/config";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { findCustomerByAccount } from "./internal/queries";
import { checkReturnUrl, defaultReturnUrls } from "./internal/return-urls";
import type { PortalInput } from "./schemas";
import { providerFailure, requireStripe } from "./internal/stripe-errors";
import { requireBillingEnabled } from "./internal/require-billing";

export async function createPortalSession(ctx: Ctx, input: PortalInput = {}): Promise<{ url: string }> {
  const { accountId } = requireRole(ctx, "admin");
  requireBillingEnabled();
  let returnUrl = defaultReturnUrls(config.appUrl).portalReturnUrl;
  if (input.returnUrl !== undefined) {
    const check = checkReturnUrl(input.returnUrl, config.appUrl);
    if (!check.ok) throw ServiceError.validation([{ path: "returnUrl", message: check.message }]);
    returnUrl = check.url;
  }
  const customer = await findCustomerByAccount(ctx.db, accountId);
  if (!customer) {
    throw new ServiceError("conflict", "The account has no billing customer yet; start a checkout first.");
  }
  const stripe = requireStripe();
  try {
    const session = await stripe.billingPortal.sessions.create({ customer: customer.stripeCustomerId, return_url: returnUrl });
    return { url: session.url };
  } catch (error) {
    throw providerFailure(ctx, error, "billingPortal.sessions.create");
  }
}

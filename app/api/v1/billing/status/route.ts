import { getBillingStatus } from "@/lib/billing/get-billing-status";
import { billingStatusRoute } from "@/lib/billing/routes";
import { handle } from "@/lib/http/handle";

export const GET = handle(billingStatusRoute, (ctx) => getBillingStatus(ctx));

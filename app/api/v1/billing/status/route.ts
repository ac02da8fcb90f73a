import { getBillingStatus, billingStatusRoute } from "@/lib/billing";
import { handle } from "@/lib/http/handle";

export const GET = handle(billingStatusRoute, (ctx) => getBillingStatus(ctx));

import { billingStatusRoute } from "@/lib/api/billing";
import { getBillingStatus } from "@/lib/billing";
import { handle } from "@/lib/http/handle";

export const GET = handle(billingStatusRoute, (ctx) => getBillingStatus(ctx));

import { getMyCustomer } from "@/lib/billing/get-customer";
import { billingCustomerRoute } from "@/lib/billing/routes";
import { handle } from "@/lib/http/handle";

export const GET = handle(billingCustomerRoute, (ctx) => getMyCustomer(ctx));

import { billingCustomerRoute } from "@/lib/api/billing";
import { getMyCustomer } from "@/lib/billing";
import { handle } from "@/lib/http/handle";

export const GET = handle(billingCustomerRoute, (ctx) => getMyCustomer(ctx));

import { getMyCustomer, billingCustomerRoute } from "@/lib/billing";
import { handle } from "@/lib/http/handle";

export const GET = handle(billingCustomerRoute, (ctx) => getMyCustomer(ctx));

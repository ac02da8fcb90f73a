import { getAccountUsage } from "@/lib/billing/get-account-usage";
import { usageRoute } from "@/lib/billing/routes";
import { handle } from "@/lib/http/handle";

export const GET = handle(usageRoute, (ctx) => getAccountUsage(ctx));

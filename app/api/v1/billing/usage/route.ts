import { getAccountUsage, usageRoute } from "@/lib/billing";
import { handle } from "@/lib/http/handle";

export const GET = handle(usageRoute, (ctx) => getAccountUsage(ctx));

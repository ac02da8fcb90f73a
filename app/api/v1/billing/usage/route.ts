import { usageRoute } from "@/lib/api/billing";
import { getAccountUsage } from "@/lib/billing";
import { handle } from "@/lib/http/handle";

export const GET = handle(usageRoute, (ctx) => getAccountUsage(ctx));

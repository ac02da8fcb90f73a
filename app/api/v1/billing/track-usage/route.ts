import { trackUsageRoute } from "@/lib/api/billing";
import { trackUsage } from "@/lib/billing";
import { handle } from "@/lib/http/handle";

export const POST = handle(trackUsageRoute, (ctx, { body }) => trackUsage(ctx, body));

import { trackUsageRoute } from "@/lib/billing/routes";
import { trackUsage } from "@/lib/billing/track-usage";
import { handle } from "@/lib/http/handle";

export const POST = handle(trackUsageRoute, (ctx, { body }) => trackUsage(ctx, body));

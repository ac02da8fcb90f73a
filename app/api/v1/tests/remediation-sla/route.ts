import { handle } from "@/lib/http/handle";
import { getRemediationSla, remediationSlaRoute, updateRemediationSla, updateRemediationSlaRoute } from "@/lib/integrations";

export const GET = handle(remediationSlaRoute, (ctx) => getRemediationSla(ctx));
export const PUT = handle(updateRemediationSlaRoute, (ctx, { body }) => updateRemediationSla(ctx, body));

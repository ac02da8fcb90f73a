import { handle } from "@/lib/http/handle";
import { remediationSlaRoute, updateRemediationSlaRoute } from "@/lib/api/integrations";
import { getRemediationSla, updateRemediationSla } from "@/lib/integrations";

export const GET = handle(remediationSlaRoute, (ctx) => getRemediationSla(ctx));
export const PUT = handle(updateRemediationSlaRoute, (ctx, { body }) => updateRemediationSla(ctx, body));

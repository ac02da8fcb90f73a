import { handle } from "@/lib/http/handle";
import { checkIntegrationConnection, checkIntegrationConnectionRoute } from "@/lib/integrations";

export const POST = handle(checkIntegrationConnectionRoute, (ctx, { params }) => checkIntegrationConnection(ctx, params.id));

import { handle } from "@/lib/http/handle";
import { checkIntegrationConnectionRoute } from "@/lib/api/integrations";
import { checkIntegrationConnection } from "@/lib/integrations";

export const POST = handle(checkIntegrationConnectionRoute, (ctx, { params }) => checkIntegrationConnection(ctx, params.id));

import { handle } from "@/lib/http/handle";
import { syncIntegration, syncIntegrationRoute } from "@/lib/integrations";

export const POST = handle(syncIntegrationRoute, (ctx, { params }) => syncIntegration(ctx, params.id));

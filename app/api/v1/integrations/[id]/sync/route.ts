import { handle } from "@/lib/http/handle";
import { syncIntegrationRoute } from "@/lib/api/integrations";
import { syncIntegration } from "@/lib/integrations";

export const POST = handle(syncIntegrationRoute, (ctx, { params }) => syncIntegration(ctx, params.id));

import { handle } from "@/lib/http/handle";
import { deleteIntegrationRoute, getIntegrationRoute, updateIntegrationRoute } from "@/lib/api/integrations";
import { deleteIntegration, getIntegration, updateIntegration } from "@/lib/integrations";

export const GET = handle(getIntegrationRoute, (ctx, { params }) => getIntegration(ctx, params.id));
export const PUT = handle(updateIntegrationRoute, (ctx, { params, body }) => updateIntegration(ctx, params.id, body));
export const DELETE = handle(deleteIntegrationRoute, (ctx, { params }) => deleteIntegration(ctx, params.id));

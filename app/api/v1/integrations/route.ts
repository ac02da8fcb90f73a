import { handle } from "@/lib/http/handle";
import { createIntegrationRoute, listIntegrationsRoute } from "@/lib/api/integrations";
import { createIntegration, listIntegrations } from "@/lib/integrations";

export const GET = handle(listIntegrationsRoute, (ctx, { query }) => listIntegrations(ctx, query));
export const POST = handle(createIntegrationRoute, (ctx, { body }) => createIntegration(ctx, body));

import { handle } from "@/lib/http/handle";
import { listProviders, listProvidersRoute } from "@/lib/integrations";

export const GET = handle(listProvidersRoute, (ctx, { query }) => listProviders(ctx, query));

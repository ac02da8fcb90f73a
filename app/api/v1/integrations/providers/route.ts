import { handle } from "@/lib/http/handle";
import { listProvidersRoute } from "@/lib/api/integrations";
import { listProviders } from "@/lib/integrations";

export const GET = handle(listProvidersRoute, (ctx, { query }) => listProviders(ctx, query));

import { handle } from "@/lib/http/handle";
import { testConnectionRoute } from "@/lib/api/integrations";
import { checkConnection } from "@/lib/integrations";

export const POST = handle(testConnectionRoute, (ctx, { body }) => checkConnection(ctx, body));

import { handle } from "@/lib/http/handle";
import { checkConnection, testConnectionRoute } from "@/lib/integrations";

export const POST = handle(testConnectionRoute, (ctx, { body }) => checkConnection(ctx, body));

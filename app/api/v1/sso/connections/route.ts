import { handle } from "@/lib/http/handle";
import { createConnectionRoute, listConnectionsRoute } from "@/lib/api/sso";
import { createConnection, listConnections } from "@/lib/sso";

export const POST = handle(createConnectionRoute, (ctx, { body }) => createConnection(ctx, body));
export const GET = handle(listConnectionsRoute, (ctx, { query }) => listConnections(ctx, query));

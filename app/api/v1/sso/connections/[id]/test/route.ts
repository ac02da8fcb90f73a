import { handle } from "@/lib/http/handle";
import { testConnection, testConnectionRoute } from "@/lib/sso";

export const POST = handle(testConnectionRoute, (ctx, { params }) => testConnection(ctx, params.id));

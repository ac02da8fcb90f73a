import { handle } from "@/lib/http/handle";
import { testConnectionRoute } from "@/lib/api/sso";
import { testConnection } from "@/lib/sso";

export const POST = handle(testConnectionRoute, (ctx, { params }) => testConnection(ctx, params.id));

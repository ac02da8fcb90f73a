import { listSessionsRoute } from "@/lib/api/auth";
import { listSessions } from "@/lib/auth";
import { handle } from "@/lib/http/handle";

export const GET = handle(listSessionsRoute, (ctx, { query }) => listSessions(ctx, query));

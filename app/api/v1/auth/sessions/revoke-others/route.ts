import { revokeOtherSessionsRoute } from "@/lib/api/auth";
import { revokeOtherSessions } from "@/lib/auth";
import { handle } from "@/lib/http/handle";

export const POST = handle(revokeOtherSessionsRoute, (ctx) => revokeOtherSessions(ctx));

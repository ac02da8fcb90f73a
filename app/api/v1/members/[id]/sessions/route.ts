import { revokeMemberSessionsRoute } from "@/lib/api/auth";
import { revokeMemberSessions } from "@/lib/auth";
import { handle } from "@/lib/http/handle";

export const DELETE = handle(revokeMemberSessionsRoute, (ctx, { params }) => revokeMemberSessions(ctx, params.id));

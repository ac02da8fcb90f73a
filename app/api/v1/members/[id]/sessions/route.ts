import { revokeMemberSessions, revokeMemberSessionsRoute } from "@/lib/auth";
import { handle } from "@/lib/http/handle";

export const DELETE = handle(revokeMemberSessionsRoute, (ctx, { params }) => revokeMemberSessions(ctx, params.id));

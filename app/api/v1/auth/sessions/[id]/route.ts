import { revokeSessionRoute } from "@/lib/api/auth";
import { revokeSession } from "@/lib/auth";
import { handle } from "@/lib/http/handle";

export const DELETE = handle(revokeSessionRoute, (ctx, { params }) => revokeSession(ctx, params.id));

import { portalRoute } from "@/lib/api/billing";
import { createPortalSession } from "@/lib/billing";
import { handle } from "@/lib/http/handle";

export const POST = handle(portalRoute, (ctx, { body }) => createPortalSession(ctx, body));

import { createPortalSession } from "@/lib/billing/create-portal-session";
import { portalRoute } from "@/lib/billing/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(portalRoute, (ctx, { body }) => createPortalSession(ctx, body));

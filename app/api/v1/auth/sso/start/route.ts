import { handle } from "@/lib/http/handle";
import { startSignInRedirectRoute, startSignInRoute } from "@/lib/api/sso";
import { redirectToIdp, startSignIn } from "@/lib/sso";

export const POST = handle(startSignInRoute, (ctx, { body }) => startSignIn(ctx, body));
export const GET = handle(startSignInRedirectRoute, (ctx, { query }) => redirectToIdp(ctx, query));

import { handle } from "@/lib/http/handle";
import { redirectToIdp, startSignIn, startSignInRedirectRoute, startSignInRoute } from "@/lib/sso";

export const POST = handle(startSignInRoute, (ctx, { body }) => startSignIn(ctx, body));
export const GET = handle(startSignInRedirectRoute, (ctx, { query }) => redirectToIdp(ctx, query));

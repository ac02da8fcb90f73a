import type { Ctx } from "@/lib/context";
import { isServiceError } from "@/lib/errors";
import { refusalRedirect } from "./internal/complete-sign-in";
import { redirectPath, startSignInBody } from "./schemas";
import { startSignIn } from "./start-sign-in";

/** The sign-in page's way in: a redirect to the identity provider, or back to the page with a word it shows. */
export async function redirectToIdp(ctx: Ctx, query: { email?: string; callbackUrl?: string }): Promise<Response> {
  const callback = redirectPath().safeParse(query.callbackUrl);
  const input = startSignInBody.safeParse({ email: query.email?.trim(), redirectTo: callback.success ? callback.data : undefined });
  if (!input.success) return refusalRedirect("sso_unavailable");
  try {
    const started = await startSignIn(ctx, input.data);
    return new Response(null, { status: 302, headers: { location: started.redirectUrl, "cache-control": "no-store" } });
  } catch (error) {
    if (isServiceError(error) && error.code === "not_found") return refusalRedirect("sso_unavailable");
    if (isServiceError(error) && error.code === "service_unavailable") return refusalRedirect("sso_failed");
    throw error;
  }
}

import { eq } from "drizzle-orm";
import { ssoConnections } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { completeSignIn, refuse, refusalRedirect, SignInRefused, type Client } from "./internal/complete-sign-in";
import { consumeLoginState } from "./internal/login-state";
import { client, oidcConfiguration } from "./internal/oidc";
import { oidcRedirectUri } from "./internal/settings";

export interface OidcCallback {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
  iss?: string;
}

/**
 * The OIDC redirect back: the state is consumed (single use), the code exchanged with the PKCE verifier, and the
 * ID token validated by openid-client (signature, issuer, audience, expiry, nonce). The e-mail must be verified by
 * the IdP (`email_verified`) and in a domain the connection's account verified. Answers a redirect either way.
 */
export async function completeOidcSignIn(ctx: Ctx, query: OidcCallback, requestClient: Client): Promise<Response> {
  if (!query.state) return refusalRedirect("sso_failed");
  const state = await consumeLoginState(ctx.db, query.state, ctx.now());
  if (!state) return refusalRedirect("sso_expired");
  const [connection] = await ctx.db.select().from(ssoConnections).where(eq(ssoConnections.id, state.connectionId)).limit(1);
  if (!connection || connection.protocol !== "oidc" || !connection.enabled) return refusalRedirect("sso_unavailable");
  if (query.error) return refuse(ctx, connection, new SignInRefused("idp_error", "sso_failed"), { idpError: query.error.slice(0, 100) });

  let claims: Record<string, unknown>;
  try {
    const configuration = await oidcConfiguration(connection);
    // openid-client reads the parameters from the URL it was redirected to: ours, whatever proxy sat in front.
    const current = new URL(oidcRedirectUri());
    for (const [key, value] of Object.entries(query)) if (value !== undefined) current.searchParams.set(key, value);
    const tokens = await client.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: state.codeVerifier ?? undefined,
      expectedState: state.state,
      expectedNonce: state.nonce ?? undefined,
      idTokenExpected: true,
    });
    claims = { ...(tokens.claims() ?? {}) };
    // Many providers (oidc-provider, Okta's org server) put scope claims only in UserInfo: ask it for the e-mail.
    if (typeof claims.email !== "string" || claims.email_verified === undefined) {
      const info = await client.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
      claims = {
        ...info,
        ...Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined)),
        email: claims.email ?? info.email,
        email_verified: claims.email_verified ?? info.email_verified,
      };
    }
  } catch (error) {
    ctx.log.warn({ err: error, connectionId: connection.id }, "OIDC sign-in failed");
    return refuse(ctx, connection, new SignInRefused("token_exchange_failed", "sso_failed"), { error: (error as Error).message?.slice(0, 200) });
  }
  const email = typeof claims.email === "string" ? claims.email : undefined;
  if (!email || claims.email_verified !== true)
    return refuse(ctx, connection, new SignInRefused("email_not_verified", "sso_email_unverified"), { email: email ?? null });
  const name = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim().slice(0, 200) : email.split("@")[0];
  return completeSignIn(ctx, connection, { email, name, subject: String(claims.sub) }, "oidc", requestClient, state.redirectTo);
}

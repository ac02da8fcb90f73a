import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import type { StartedSignInResponse, StartSignInInput } from "./schemas";
import { connectionForEmail } from "./internal/domains";
import { saveLoginState } from "./internal/login-state";
import { client, oidcConfiguration } from "./internal/oidc";
import { newRequestId, samlFor } from "./internal/saml";
import { oidcRedirectUri, oidcSettings } from "./internal/settings";

/**
 * Starts a sign-in at the identity provider of the account that verified the e-mail's domain: stores the state
 * (OIDC: state, nonce and PKCE verifier; SAML: the AuthnRequest id) for ten minutes, single use, and answers where
 * to send the browser. 404 when no enabled connection covers the domain.
 */
export async function startSignIn(ctx: Ctx, input: StartSignInInput): Promise<StartedSignInResponse> {
  const connection = await connectionForEmail(ctx.db, input.email);
  if (!connection) throw new ServiceError("not_found", "Single sign-on is not set up for this e-mail domain.");
  const now = ctx.now();
  const redirectTo = input.redirectTo ?? null;
  if (connection.protocol === "oidc") {
    // Discovery is an outbound call: no transaction is open.
    const configuration = await oidcConfiguration(connection).catch((error: unknown) => {
      ctx.log.warn({ err: error, connectionId: connection.id }, "OIDC discovery failed");
      throw new ServiceError("service_unavailable", "The identity provider could not be reached; try again in a moment.", undefined, { "Retry-After": "30" });
    });
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: oidcRedirectUri(),
      scope: oidcSettings(connection).scopes.join(" "),
      response_type: "code",
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
      login_hint: input.email,
    });
    await saveLoginState(ctx.db, { connectionId: connection.id, state, nonce, codeVerifier, redirectTo, now });
    return { protocol: "oidc", redirectUrl: url.href };
  }
  const requestId = newRequestId();
  // RelayState carries the request id back, so the ACS finds this sign-in (and InResponseTo must match it).
  const url = await samlFor(connection, { requestId }).getAuthorizeUrlAsync(requestId, undefined, {});
  await saveLoginState(ctx.db, { connectionId: connection.id, state: requestId, redirectTo, now });
  return { protocol: "saml", redirectUrl: url };
}

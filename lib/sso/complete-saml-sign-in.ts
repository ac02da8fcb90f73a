import { and, eq, lt } from "drizzle-orm";
import { samlAssertionIds, ssoConnections } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import type { RawBytes } from "@/lib/http/body";
import { assertStorableText } from "@/lib/schemas/text-guard";
import { completeSignIn, refuse, refusalRedirect, SignInRefused, type Client } from "./internal/complete-sign-in";
import { consumeLoginState } from "./internal/login-state";
import { assertionFacts, samlEmail, samlFor, samlName } from "./internal/saml";
import { samlSettings } from "./internal/settings";

/** How long an assertion id is remembered when the assertion states no end (longer than any sane validity). */
const DEFAULT_REPLAY_WINDOW_MS = 24 * 60 * 60_000;

/**
 * The SAML Assertion Consumer Service (HTTP-POST binding). RelayState names the sign-in this answers (consumed,
 * single use); node-saml checks the signature (of the assertion or the whole response) against the connection's
 * certificates, the issuer, the audience (our entity id), InResponseTo (the stored request id) and the time
 * conditions with the connection's clock skew. An assertion id already seen is a replay and refused.
 */
export async function completeSamlSignIn(ctx: Ctx, raw: RawBytes, requestClient: Client): Promise<Response> {
  const form = new URLSearchParams(new TextDecoder().decode(raw.bytes));
  const samlResponse = form.get("SAMLResponse");
  const relayState = form.get("RelayState");
  assertStorableText({ samlResponse, relayState });
  if (!samlResponse || !relayState) return refusalRedirect("sso_failed");
  const state = await consumeLoginState(ctx.db, relayState, ctx.now());
  if (!state) return refusalRedirect("sso_expired");
  const [connection] = await ctx.db.select().from(ssoConnections).where(eq(ssoConnections.id, state.connectionId)).limit(1);
  if (!connection || connection.protocol !== "saml" || !connection.enabled) return refusalRedirect("sso_unavailable");

  let profile: Record<string, unknown> | null;
  try {
    ({ profile } = await samlFor(connection, { expectedRequestId: state.state }).validatePostResponseAsync({
      SAMLResponse: samlResponse,
      RelayState: relayState,
    }));
  } catch (error) {
    return refuse(ctx, connection, new SignInRefused("invalid_response", "sso_failed"), { error: (error as Error).message?.slice(0, 200) });
  }
  if (!profile) return refuse(ctx, connection, new SignInRefused("invalid_response", "sso_failed"), { error: "no assertion" });

  const facts = assertionFacts((profile as { getAssertionXml?: () => string }).getAssertionXml?.());
  if (!facts.id) return refuse(ctx, connection, new SignInRefused("invalid_response", "sso_failed"), { error: "the assertion has no ID" });
  const skewMs = samlSettings(connection).clockSkewSeconds * 1000;
  const expiresAt = facts.notOnOrAfter ? new Date(facts.notOnOrAfter.getTime() + skewMs) : new Date(ctx.now().getTime() + DEFAULT_REPLAY_WINDOW_MS);
  // Expired ids can never be replayed (the assertion itself is refused as expired): forget them as we go.
  await ctx.db.delete(samlAssertionIds).where(and(eq(samlAssertionIds.connectionId, connection.id), lt(samlAssertionIds.expiresAt, ctx.now())));
  const fresh = await ctx.db
    .insert(samlAssertionIds)
    .values({ id: facts.id, connectionId: connection.id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: samlAssertionIds.id });
  if (fresh.length === 0) return refuse(ctx, connection, new SignInRefused("assertion_replayed", "sso_failed"), { assertionId: facts.id });

  const email = samlEmail(profile);
  if (!email) return refuse(ctx, connection, new SignInRefused("no_email", "sso_email_unverified"));
  return completeSignIn(
    ctx,
    connection,
    { email, name: samlName(profile, email), subject: String(profile.nameID ?? email) },
    "saml",
    requestClient,
    state.redirectTo,
  );
}

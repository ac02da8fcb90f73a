import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as spMetadata } from "@/app/api/v1/auth/sso/saml/[connectionId]/metadata/route";
import { users } from "@/db/accounts";
import { accountEvents } from "@/db/events";
import { userSessions } from "@/db/members";
import { samlAssertionIds } from "@/db/sso";
import { getDb } from "@/lib/db/client";
import { startSamlIdp, type AuthnRequest, type SamlIdp } from "../../fakes/idp/saml-idp";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { addConnection, APP, expectRefused, postAcs, sessionCookieOf, start, verifiedDomain, whoIs } from "./support";

// The IdPs run on loopback over http: allowed for tests only (per file: setup-database.ts restores the environment after each).
process.env.SSO_ALLOW_INSECURE_IDP = "true";

let idp: SamlIdp;
let admin: TestAccount;
let domain: string;
let connection: { id: string; saml: { acsUrl: string; spEntityId: string; spMetadataUrl: string } };

beforeAll(async () => {
  idp = await startSamlIdp();
  admin = await createAccount();
  ({ domain } = await verifiedDomain(admin));
  // The metadata URL is downloaded when the connection is saved.
  const res = await addConnection(admin, { protocol: "saml", name: "Test SAML", idpMetadataUrl: idp.metadataUrl, clockSkewSeconds: 30 });
  connection = res.body.data;
});

afterAll(async () => {
  await idp?.close();
});

/** Starts a sign-in and answers the AuthnRequest the IdP received. */
async function request(email: string, redirectTo?: string): Promise<AuthnRequest> {
  const started = await start(email, redirectTo);
  expect(started.status, started.text).toBe(200);
  expect(started.body.data.protocol).toBe("saml");
  expect(started.body.data.redirectUrl.startsWith(idp.ssoUrl)).toBe(true);
  return idp.parseRedirect(started.body.data.redirectUrl);
}

/** Why the last refusal happened, as the audit trail recorded it (never shown to the person). */
async function lastRefusal(): Promise<Record<string, unknown>> {
  const rows = await getDb()
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.accountId, admin.accountId), eq(accountEvents.action, "sso.sign_in_refused")));
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return rows[rows.length - 1].details as Record<string, unknown>;
}

async function refusals(reason: string) {
  const rows = await getDb()
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.accountId, admin.accountId), eq(accountEvents.action, "sso.sign_in_refused")));
  return rows.filter((row) => (row.details as Record<string, unknown>).reason === reason);
}

describe("SAML 2.0 sign-in against a signing IdP (samlify)", () => {
  it("answers what to paste into the IdP, and public SP metadata", async () => {
    expect(connection.saml.acsUrl).toBe(`${APP}/api/v1/auth/sso/saml/acs`);
    expect(connection.saml.spEntityId).toBe(`${APP}/api/v1/auth/sso/saml/${connection.id}/metadata`);
    const metadata = await call(spMetadata, { path: `/api/v1/auth/sso/saml/${connection.id}/metadata`, params: { connectionId: connection.id } });
    expect(metadata.status).toBe(200);
    expect(metadata.text).toContain(`entityID="${connection.saml.spEntityId}"`);
    expect(metadata.text).toContain(connection.saml.acsUrl);
  });

  it("sends a well-formed AuthnRequest from the connection's entity to our ACS", async () => {
    const authn = await request(`amy@${domain}`);
    expect(authn.issuer).toBe(connection.saml.spEntityId);
    expect(authn.acsUrl).toBe(connection.saml.acsUrl);
    expect(authn.relayState).toBe(authn.id);
  });

  it("signs a new person in just in time from a signed assertion", async () => {
    const email = `amy@${domain}`;
    const authn = await request(email, "/documents");
    const res = await postAcs(await idp.respond(authn, { email, name: "Amy Adams" }));
    expect(res.status, res.text).toBe(302);
    expect(res.headers.get("location")).toBe(`${APP}/documents`);
    const whom = await whoIs(sessionCookieOf(res));
    expect(whom.body.data.user.email).toBe(email);
    const [user] = await getDb().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: "member", name: "Amy Adams", accountId: admin.accountId });
    const [session] = await getDb().select().from(userSessions).where(eq(userSessions.userId, user.id));
    expect(session).toMatchObject({ method: "saml", secondFactor: true });
  });

  it("accepts a response signed as a whole", async () => {
    const email = `amy@${domain}`;
    const res = await postAcs(await idp.respond(await request(email), { email }, { sign: "response" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${APP}/dashboard`);
  });

  it("refuses an unsigned response", async () => {
    const email = `amy@${domain}`;
    expectRefused(await postAcs(await idp.respond(await request(email), { email }, { unsigned: true })), "sso_failed");
    expect((await lastRefusal()).error).toBe("Invalid signature");
    expect((await refusals("invalid_response")).length).toBeGreaterThan(0);
  });

  it("refuses a tampered assertion (the e-mail changed after signing)", async () => {
    const authn = await request(`amy@${domain}`);
    expectRefused(await postAcs(await idp.respond(authn, { email: `amy@${domain}` }, { tamperEmail: `boss@${domain}` })), "sso_failed");
    expect((await lastRefusal()).error).toBe("Invalid signature");
    expect(
      await getDb()
        .select()
        .from(users)
        .where(eq(users.email, `boss@${domain}`)),
    ).toHaveLength(0);
  });

  it("refuses a response signed by a key the connection does not trust", async () => {
    const email = `amy@${domain}`;
    expectRefused(await postAcs(await idp.respond(await request(email), { email }, { foreignKey: true })), "sso_failed");
    expect((await lastRefusal()).error).toBe("Invalid signature");
  });

  it("refuses an assertion for another audience", async () => {
    const email = `amy@${domain}`;
    expectRefused(await postAcs(await idp.respond(await request(email), { email }, { audience: "https://other-sp.example/metadata" })), "sso_failed");
    expect((await lastRefusal()).error).toMatch(/audience mismatch/);
  });

  it("refuses an expired assertion beyond the clock skew, and one not yet valid", async () => {
    const email = `amy@${domain}`;
    const past = new Date(Date.now() - 5 * 60_000);
    expectRefused(
      await postAcs(await idp.respond(await request(email), { email }, { notBefore: new Date(past.getTime() - 60_000), notOnOrAfter: past })),
      "sso_failed",
    );
    expect((await lastRefusal()).error).toMatch(/subject confirmation|expired/);
    const future = new Date(Date.now() + 5 * 60_000);
    expectRefused(
      await postAcs(await idp.respond(await request(email), { email }, { notBefore: future, notOnOrAfter: new Date(future.getTime() + 60_000) })),
      "sso_failed",
    );
    expect((await lastRefusal()).error).toMatch(/not yet valid/);
  });

  it("accepts an assertion that expired within the configured clock skew", async () => {
    const email = `amy@${domain}`;
    const justNow = new Date(Date.now() - 10_000);
    const res = await postAcs(await idp.respond(await request(email), { email }, { notBefore: new Date(justNow.getTime() - 60_000), notOnOrAfter: justNow }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${APP}/dashboard`);
  });

  it("refuses a response to another request (InResponseTo mismatch)", async () => {
    const email = `amy@${domain}`;
    const other = await request(email);
    const authn = await request(email);
    expectRefused(await postAcs(await idp.respond(authn, { email }, { inResponseTo: other.id })), "sso_failed");
    expect((await lastRefusal()).error).toMatch(/InResponseTo is not valid/);
  });

  it("refuses a replayed response, and a replayed assertion under a new request", async () => {
    const email = `amy@${domain}`;
    const form = await idp.respond(await request(email), { email });
    expect((await postAcs(form)).status).toBe(302);
    // The same POST again: its sign-in was used.
    expectRefused(await postAcs(form), "sso_expired");
    // The same signed response smuggled into a fresh sign-in: InResponseTo and the assertion id give it away.
    const fresh = await request(email);
    expectRefused(await postAcs({ ...form, RelayState: fresh.relayState }), "sso_failed");
    expect((await lastRefusal()).error).toMatch(/InResponseTo is not valid/);
  });

  it("refuses an assertion id it has accepted before, whatever request it claims to answer", async () => {
    const email = `amy@${domain}`;
    const form = await idp.respond(await request(email), { email });
    const xml = Buffer.from(form.SAMLResponse, "base64").toString("utf8");
    const assertionId = /<saml:Assertion[^>]* ID="([^"]+)"/.exec(xml)![1];
    await getDb()
      .insert(samlAssertionIds)
      .values({ id: assertionId, connectionId: connection.id, expiresAt: new Date(Date.now() + 3600_000) });
    expectRefused(await postAcs(form), "sso_failed");
    expect(await lastRefusal()).toMatchObject({ reason: "assertion_replayed", assertionId });
  });

  it("refuses an ACS post without a known RelayState (IdP-initiated sign-in is not accepted)", async () => {
    const email = `amy@${domain}`;
    const form = await idp.respond(await request(email), { email });
    expectRefused(await postAcs({ ...form, RelayState: "_unknown" }), "sso_expired");
    expectRefused(await postAcs({ ...form, RelayState: "" }), "sso_failed");
  });
});

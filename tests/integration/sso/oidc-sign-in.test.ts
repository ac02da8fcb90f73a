import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as updateConnection } from "@/app/api/v1/sso/connections/[id]/route";
import { users } from "@/db/accounts";
import { accountEvents } from "@/db/events";
import { userSessions } from "@/db/members";
import { makeCtx } from "@/lib/context";
import { getDb } from "@/lib/db/client";
import { provisionMember, setMemberActive } from "@/lib/members";
import { startOidcIdp, type OidcIdp } from "../../fakes/idp/oidc-idp";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { addConnection, APP, expectRefused, followIdp, oidcReturn, sessionCookieOf, start, verifiedDomain, whoIs } from "./support";

// The IdPs run on loopback over http: allowed for tests only (per file: setup-database.ts restores the environment after each).
process.env.SSO_ALLOW_INSECURE_IDP = "true";

let idp: OidcIdp;
let admin: TestAccount;
let domain: string;
let connectionId: string;

beforeAll(async () => {
  idp = await startOidcIdp({ redirectUri: `${APP}/api/v1/auth/sso/oidc/callback` });
  admin = await createAccount();
  ({ domain } = await verifiedDomain(admin));
  const res = await addConnection(admin, {
    protocol: "oidc",
    name: "Test OIDC",
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    defaultRole: "viewer",
  });
  connectionId = res.body.data.id;
  expect(res.body.data.oidc.redirectUri).toBe(`${APP}/api/v1/auth/sso/oidc/callback`);
  expect(JSON.stringify(res.body)).not.toContain(idp.clientSecret);
});

afterAll(async () => {
  await idp?.close();
});

async function signIn(email: string, redirectTo?: string) {
  const started = await start(email, redirectTo);
  expect(started.status, started.text).toBe(200);
  expect(started.body.data.protocol).toBe("oidc");
  const authorize = new URL(started.body.data.redirectUrl);
  expect(authorize.origin).toBe(idp.issuer);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("state")).toBeTruthy();
  expect(authorize.searchParams.get("nonce")).toBeTruthy();
  const back = await followIdp(started.body.data.redirectUrl);
  return { back, result: await oidcReturn(back) };
}

async function events(action: string) {
  return getDb()
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.accountId, admin.accountId), eq(accountEvents.action, action)));
}

describe("OpenID Connect sign-in against oidc-provider", () => {
  it("provisions an unknown person just in time with the default role and opens a console session", async () => {
    const email = `jane@${domain}`;
    idp.users.set(email, { email, name: "Jane Doe" });
    const { result } = await signIn(email, "/evidence");
    expect(result.status, result.text).toBe(302);
    expect(result.headers.get("location")).toBe(`${APP}/evidence`);
    const cookie = sessionCookieOf(result);
    const whom = await whoIs(cookie);
    expect(whom.status).toBe(200);
    expect(whom.body.data.user.email).toBe(email);

    const [user] = await getDb().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ accountId: admin.accountId, role: "viewer", name: "Jane Doe", passwordHash: null });
    const sessions = await getDb().select().from(userSessions).where(eq(userSessions.userId, user.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ method: "oidc", kind: "console", secondFactor: true });
    const signedIn = await events("auth.signed_in");
    expect(signedIn.some((e) => (e.details as Record<string, unknown>).method === "oidc" && e.actorId === user.id)).toBe(true);
    expect((await events("member.added")).some((e) => (e.details as Record<string, unknown>).via === "sso")).toBe(true);
  });

  it("signs an existing member in again without creating anyone, and never reuses a state", async () => {
    const email = `jane@${domain}`;
    const before = await getDb().select().from(users).where(eq(users.accountId, admin.accountId));
    const { back, result } = await signIn(email);
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe(`${APP}/dashboard`);
    sessionCookieOf(result);
    expect(await getDb().select().from(users).where(eq(users.accountId, admin.accountId))).toHaveLength(before.length);
    // The same redirect replayed: the state was used.
    expectRefused(await oidcReturn(back), "sso_expired");
  });

  it("refuses an e-mail the provider has not verified", async () => {
    const email = `unverified@${domain}`;
    idp.users.set(email, { email, emailVerified: false });
    const { result } = await signIn(email);
    expectRefused(result, "sso_email_unverified");
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect((await events("sso.sign_in_refused")).some((e) => (e.details as Record<string, unknown>).reason === "email_not_verified")).toBe(true);
  });

  it("refuses a deactivated member", async () => {
    const email = `gone@${domain}`;
    const ctx = makeCtx({ kind: "internal" });
    const userId = await getDb().transaction((tx) =>
      provisionMember(tx, ctx, { accountId: admin.accountId, email, name: "Gone", role: "member", via: "invitation" }),
    );
    await getDb().transaction((tx) => setMemberActive(tx, ctx, { accountId: admin.accountId, userId, active: false, via: "test" }));
    const { result } = await signIn(email);
    expectRefused(result, "sso_deactivated");
    expect((await events("sso.sign_in_refused")).some((e) => (e.details as Record<string, unknown>).reason === "deactivated")).toBe(true);
  });

  it("refuses a person whose e-mail belongs to another account", async () => {
    const other = await createAccount();
    const email = `moved@${domain}`;
    await getDb().transaction((tx) =>
      provisionMember(tx, makeCtx({ kind: "internal" }), { accountId: other.accountId, email, name: "Elsewhere", role: "member", via: "invitation" }),
    );
    const { result } = await signIn(email);
    expectRefused(result, "sso_other_account");
  });

  it("refuses an unknown person when just-in-time provisioning is off", async () => {
    const off = await call(updateConnection, {
      path: `/api/v1/sso/connections/${connectionId}`,
      token: admin.token,
      params: { id: connectionId },
      body: { jitProvisioning: false },
    });
    expect(off.status).toBe(200);
    try {
      const { result } = await signIn(`newcomer@${domain}`);
      expectRefused(result, "sso_not_provisioned");
    } finally {
      await call(updateConnection, {
        path: `/api/v1/sso/connections/${connectionId}`,
        token: admin.token,
        params: { id: connectionId },
        body: { jitProvisioning: true },
      });
    }
  });

  it("answers 404 for a domain no account verified, and the form's GET goes back to the sign-in page", async () => {
    const res = await start("someone@unclaimed.example");
    expect(res.status).toBe(404);
    const { GET } = await import("@/app/api/v1/auth/sso/start/route");
    const form = await call(GET, { path: "/api/v1/auth/sso/start?email=someone%40unclaimed.example" });
    expectRefused(form, "sso_unavailable");
    const ok = await call(GET, { path: `/api/v1/auth/sso/start?email=${encodeURIComponent(`jane@${domain}`)}&callbackUrl=%2Faudits` });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")!.startsWith(idp.issuer)).toBe(true);
  });

  it("refuses a callback without a known state, and an IdP error", async () => {
    expectRefused(await oidcReturn(`${APP}/api/v1/auth/sso/oidc/callback?code=abc&state=forged`), "sso_expired");
    const started = await start(`jane@${domain}`);
    const state = new URL(started.body.data.redirectUrl).searchParams.get("state");
    expectRefused(await oidcReturn(`${APP}/api/v1/auth/sso/oidc/callback?error=access_denied&state=${state}`), "sso_failed");
  });

  it("refuses a redirect target on another site", async () => {
    const res = await start(`jane@${domain}`, "//evil.example/x");
    expect(res.status).toBe(400);
  });
});

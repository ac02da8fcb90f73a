import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as issueToken } from "@/app/api/v1/auth/token/route";
import { POST as testConnection } from "@/app/api/v1/sso/connections/[id]/test/route";
import { DELETE as deleteConnection, GET as getConnection, PUT as updateConnection } from "@/app/api/v1/sso/connections/[id]/route";
import { GET as listConnections, POST as createConnection } from "@/app/api/v1/sso/connections/route";
import { GET as getServiceProvider } from "@/app/api/v1/sso/service-provider/route";
import { accountEvents } from "@/db/events";
import { ssoConnections } from "@/db/sso";
import { nextAuthOptions } from "@/lib/auth/internal/next-auth-options";
import { describeSsoError } from "@/lib/client/sso-errors";
import { makeCtx } from "@/lib/context";
import { hashPassword } from "@/lib/credentials/password";
import { getDb } from "@/lib/db/client";
import { provisionMember } from "@/lib/members";
import { startOidcIdp, type OidcIdp } from "../../fakes/idp/oidc-idp";
import { startSamlIdp, type SamlIdp } from "../../fakes/idp/saml-idp";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { addConnection, APP, verifiedDomain } from "./support";
import { team } from "../../helpers/team";

// The IdPs run on loopback over http: allowed for tests only (per file: setup-database.ts restores the environment after each).
process.env.SSO_ALLOW_INSECURE_IDP = "true";

let oidc: OidcIdp;
let saml: SamlIdp;
let admin: TestAccount;

beforeAll(async () => {
  oidc = await startOidcIdp({ redirectUri: `${APP}/api/v1/auth/sso/oidc/callback` });
  saml = await startSamlIdp();
  admin = await createAccount();
});

afterAll(async () => {
  await oidc?.close();
  await saml?.close();
});

const oidcBody = () => ({ protocol: "oidc", name: "Okta", issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret });
const path = (id: string) => `/api/v1/sso/connections/${id}`;

describe("registering the app with an identity provider first", () => {
  it("answers the redirect URI, the ACS URL and the entity id before any connection exists; the next SAML connection has that entity id", async () => {
    const account = await createAccount();
    const before = await call(getServiceProvider, { path: "/api/v1/sso/service-provider", token: account.token });
    expect(before.status, before.text).toBe(200);
    const { oidc: o, saml: s } = before.body.data;
    expect(o.redirectUri).toBe(`${APP}/api/v1/auth/sso/oidc/callback`);
    expect(s.acsUrl).toBe(`${APP}/api/v1/auth/sso/saml/acs`);
    expect(s.spEntityId).toBe(`${APP}/api/v1/auth/sso/saml/${s.connectionId}/metadata`);
    expect(s.spMetadataUrl).toBe(s.spEntityId);
    // The same answer until a connection is added: an admin may register now and add the connection tomorrow.
    expect((await call(getServiceProvider, { path: "/api/v1/sso/service-provider", token: account.token })).body.data).toEqual(before.body.data);

    // An OIDC connection leaves the planned SAML id alone; the SAML connection added next takes it.
    await addConnection(account, { ...oidcBody(), name: "Okta" });
    const added = await addConnection(account, { protocol: "saml", name: "Entra", idpMetadataXml: saml.metadataXml });
    expect(added.body.data.id).toBe(s.connectionId);
    expect(added.body.data.saml.spEntityId).toBe(s.spEntityId);

    // The one after that gets a new entity id; another account never gets this one.
    const next = await call(getServiceProvider, { path: "/api/v1/sso/service-provider", token: account.token });
    expect(next.body.data.saml.connectionId).not.toBe(s.connectionId);
    const other = await call(getServiceProvider, { path: "/api/v1/sso/service-provider", token: (await createAccount()).token });
    expect(other.body.data.saml.connectionId).not.toBe(s.connectionId);
  });

  it("is for owners and admins", async () => {
    const t = await team();
    expect((await call(getServiceProvider, { path: "/api/v1/sso/service-provider", token: t.admin.token })).status).toBe(200);
    const refused = await call(getServiceProvider, { path: "/api/v1/sso/service-provider", token: t.member.token });
    expect(refused.status).toBe(403);
  });
});

describe("SSO connections", () => {
  it("creates an OIDC connection, never answers the secret, seals it, and replaces it on update", async () => {
    const created = await addConnection(admin, { ...oidcBody(), ssoRequired: true });
    const { id } = created.body.data;
    expect(created.body.data).toMatchObject({ protocol: "oidc", enabled: true, jitProvisioning: true, defaultRole: "member", ssoRequired: true, saml: null });
    expect(created.body.data.oidc).toEqual({
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      clientSecretSet: true,
      scopes: ["openid", "email", "profile"],
      redirectUri: `${APP}/api/v1/auth/sso/oidc/callback`,
    });
    const [row] = await getDb().select().from(ssoConnections).where(eq(ssoConnections.id, id));
    expect(row.secretCiphertext).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(oidc.clientSecret);

    const updated = await call(updateConnection, {
      path: path(id),
      token: admin.token,
      params: { id },
      body: { clientSecret: "a-new-secret", name: "Okta prod" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.name).toBe("Okta prod");
    const [after] = await getDb().select().from(ssoConnections).where(eq(ssoConnections.id, id));
    expect(after.secretCiphertext).not.toBe(row.secretCiphertext);
    const events = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, admin.accountId), eq(accountEvents.action, "sso.connection_updated")));
    expect(JSON.stringify(events)).not.toContain("a-new-secret");

    const tested = await call(testConnection, { path: `${path(id)}/test`, token: admin.token, params: { id } });
    expect(tested.status).toBe(200);
    expect(tested.body.data.ok).toBe(true);

    const samlField = await call(updateConnection, { path: path(id), token: admin.token, params: { id }, body: { ssoUrl: "https://idp.example/sso" } });
    expect(samlField.status).toBe(400);
  });

  it("creates a SAML connection from metadata XML, or from the three values", async () => {
    const fromXml = await addConnection(admin, { protocol: "saml", name: "Entra", idpMetadataXml: saml.metadataXml });
    expect(fromXml.body.data.saml).toMatchObject({
      idpEntityId: saml.entityId,
      ssoUrl: saml.ssoUrl,
      clockSkewSeconds: 60,
      acsUrl: `${APP}/api/v1/auth/sso/saml/acs`,
    });
    expect(fromXml.body.data.saml.certificates).toHaveLength(1);
    expect(fromXml.body.data.saml.certificates[0].fingerprintSha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);

    const typed = await addConnection(admin, {
      protocol: "saml",
      name: "Google",
      entityId: saml.entityId,
      ssoUrl: saml.ssoUrl,
      certificates: [saml.certificatePem],
      clockSkewSeconds: 0,
      defaultRole: "admin",
    });
    expect(typed.body.data.saml.clockSkewSeconds).toBe(0);
    const tested = await call(testConnection, { path: `${path(typed.body.data.id)}/test`, token: admin.token, params: { id: typed.body.data.id } });
    expect(tested.body.data.ok).toBe(true);
  });

  it("refuses bad settings with the field named", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ protocol: "saml", name: "x", idpMetadataXml: "<not-metadata/>" }, "idpMetadataXml"],
      [{ protocol: "saml", name: "x", entityId: "e", ssoUrl: saml.ssoUrl, certificates: ["not a certificate"] }, "certificates.0"],
      [{ protocol: "saml", name: "x", entityId: "e", ssoUrl: saml.ssoUrl }, "certificates"],
      [{ protocol: "saml", name: "x", idpMetadataXml: saml.metadataXml, clockSkewSeconds: 301 }, "clockSkewSeconds"],
      [{ ...oidcBody(), defaultRole: "owner" }, "defaultRole"],
      [{ ...oidcBody(), scopes: ["profile"] }, "scopes"],
      [{ ...oidcBody(), extra: 1 }, ""],
    ];
    for (const [body, field] of cases) {
      const res = await call(createConnection, { path: "/api/v1/sso/connections", token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field)
        expect(
          res.body.error.details.map((d: { path: string }) => d.path),
          JSON.stringify(body),
        ).toContain(field);
    }
  });

  it("refuses an http or private identity provider outside tests", async () => {
    process.env.SSO_ALLOW_INSECURE_IDP = "false";
    try {
      const res = await call(createConnection, { path: "/api/v1/sso/connections", token: admin.token, body: oidcBody() });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0]).toMatchObject({ path: "issuer", message: expect.stringMatching(/https/) });
      const local = await call(createConnection, {
        path: "/api/v1/sso/connections",
        token: admin.token,
        body: { ...oidcBody(), issuer: "https://127.0.0.1:9/" },
      });
      expect(local.status).toBe(400);
      expect(local.body.error.details[0].message).toMatch(/non-public/);
    } finally {
      process.env.SSO_ALLOW_INSECURE_IDP = "true";
    }
  });

  it("lists, reads and deletes only the account's own connections", async () => {
    const list = await call(listConnections, { path: "/api/v1/sso/connections?limit=2", token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.pagination.hasMore).toBe(true);
    const id = list.body.data[0].id;
    const other = await createAccount();
    expect((await call(getConnection, { path: path(id), token: other.token, params: { id } })).status).toBe(404);
    expect((await call(updateConnection, { path: path(id), token: other.token, params: { id }, body: { enabled: false } })).status).toBe(404);
    expect((await call(deleteConnection, { method: "DELETE", path: path(id), token: other.token, params: { id } })).status).toBe(404);
    expect((await call(getConnection, { path: path(id), token: admin.token, params: { id } })).status).toBe(200);
    expect((await call(deleteConnection, { method: "DELETE", path: path(id), token: admin.token, params: { id } })).status).toBe(200);
    expect((await call(getConnection, { path: path(id), token: admin.token, params: { id } })).status).toBe(404);
  });
});

describe("SSO required", () => {
  it("refuses password sign-in to members of the domain, but not to owners", async () => {
    const account = await createAccount();
    const { domain } = await verifiedDomain(account);
    const connection = await addConnection(account, { ...oidcBody(), ssoRequired: true });
    const password = "a long enough password 2026";
    const email = `member@${domain}`;
    await getDb().transaction(async (tx) =>
      provisionMember(tx, makeCtx({ kind: "internal" }), {
        accountId: account.accountId,
        email,
        name: "Member",
        role: "member",
        passwordHash: await hashPassword(password),
        via: "invitation",
      }),
    );
    const ownerEmail = `owner@${domain}`;
    await getDb().transaction(async (tx) =>
      provisionMember(tx, makeCtx({ kind: "internal" }), {
        accountId: account.accountId,
        email: ownerEmail,
        name: "Owner",
        role: "owner",
        passwordHash: await hashPassword(password),
        via: "invitation",
      }),
    );

    const refused = await call(issueToken, { path: "/api/v1/auth/token", body: { email, password } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("sso_required");
    // The console's sign-in form hears the same, in words pointing to single sign-on.
    const provider = nextAuthOptions().providers[0] as unknown as {
      options: { authorize: (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown> };
    };
    const consoleError = await provider.options.authorize({ email, password }, { headers: {} }).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(consoleError?.message).toBe("sso_required");
    expect(describeSsoError(consoleError?.message)).toMatch(/single sign-on/);
    // A wrong password says nothing about SSO.
    expect((await call(issueToken, { path: "/api/v1/auth/token", body: { email, password: "wrong password here" } })).status).toBe(401);
    // Owners keep their recovery path.
    expect((await call(issueToken, { path: "/api/v1/auth/token", body: { email: ownerEmail, password } })).status).toBe(200);

    // Turned off (or the connection disabled), passwords work again.
    const id = connection.body.data.id;
    await call(updateConnection, { path: path(id), token: account.token, params: { id }, body: { enabled: false } });
    expect((await call(issueToken, { path: "/api/v1/auth/token", body: { email, password } })).status).toBe(200);
  });
});

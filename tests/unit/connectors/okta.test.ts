import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTROL_THEMES } from "@/lib/connectors/control-themes";
import { OktaRequestExecutor } from "@/lib/connectors/okta/client";
import { OKTA_SCOPES } from "@/lib/connectors/okta/kinds";
import { oktaConnector } from "@/lib/connectors/okta/connector";
import { oktaConfigSchema, oktaCredentialSchema, type OktaCredentials } from "@/lib/connectors/okta/schemas";
import { connectorContext, discoverAndEvaluate, type DiscoveredWithOutcomes } from "../../helpers/connector";
import { type FakeOkta, makeServiceApp, startFakeOkta } from "../../fakes/okta/server";
import { badOrg, goodOrg, NOW } from "../../fakes/okta/fixtures";
import { oktaConformance } from "../../fakes/okta/conformance";
import { prose } from "@/lib/format/prose";

const serviceApp = makeServiceApp(OKTA_SCOPES);
/** An app whose grant lacks okta.roles.read: Okta refuses the whole token request. */
const narrowApp = makeServiceApp(["okta.users.read", "okta.factors.read", "okta.policies.read"]);

let good: FakeOkta;
let bad: FakeOkta;

const token = (fake: FakeOkta): OktaCredentials => oktaCredentialSchema.parse({ apiToken: fake.apiToken });
const ctxFor = (fake: FakeOkta, credentials: OktaCredentials = token(fake), options: { allowPrivateTargets?: boolean; orgUrl?: string } = {}) =>
  connectorContext(oktaConfigSchema.parse({ orgUrl: options.orgUrl ?? fake.url }), credentials, {
    now: NOW,
    allowPrivateTargets: options.allowPrivateTargets ?? true,
  });

function find(resources: Map<string, DiscoveredWithOutcomes>, type: string, name: string) {
  const found = [...resources.values()].find((r) => r.type === type && r.name === name);
  if (!found) throw new Error(`no ${type} ${name}`);
  return found;
}

beforeAll(async () => {
  good = await startFakeOkta(goodOrg, { serviceApps: [serviceApp.app, narrowApp.app] });
  bad = await startFakeOkta(badOrg);
});
afterAll(async () => {
  await Promise.all([good.close(), bad.close()]);
});
beforeEach(() => {
  good.reset();
  bad.reset();
});
afterEach(() => {
  // Every answer served and every query received conformed to the description the Okta SDK is generated from.
  expect(good.violations).toEqual([]);
  expect(bad.violations).toEqual([]);
});

describe("okta connector: a well-configured org", () => {
  it("passes every test; deactivated, suspended and not-yet-activated users are not applicable", async () => {
    const resources = await discoverAndEvaluate(oktaConnector, ctxFor(good));
    expect(resources.size).toBe(goodOrg.users.length + 1);

    const admin = find(resources, "okta.user", "admin@good.test");
    expect(admin.attributes).toMatchObject({
      status: "ACTIVE",
      isSuperAdmin: true,
      adminRoles: ["SUPER_ADMIN"],
      daysSinceLastLogin: 1,
      daysSinceCreation: 400,
    });
    expect(admin.outcomes["okta.user.mfa_enrolled"]).toEqual({ outcome: "passing", detail: "admin@good.test has enrolled push, webauthn." });
    expect(admin.outcomes["okta.user.inactive_account"]).toEqual({ outcome: "passing", detail: "admin@good.test last signed in 1 day ago." });
    expect(find(resources, "okta.user", "alice@good.test").outcomes["okta.user.mfa_enrolled"]).toEqual({
      outcome: "passing",
      detail: "alice@good.test has enrolled push.",
    });
    expect(find(resources, "okta.user", "ops@good.test").attributes.adminRoles).toEqual(["ORG_ADMIN", "SUPER_ADMIN"]);

    const newhire = find(resources, "okta.user", "newhire@good.test");
    expect(newhire.outcomes["okta.user.mfa_enrolled"]).toEqual({
      outcome: "not_applicable",
      detail: "newhire@good.test has not activated the account yet; enrolment happens at activation.",
    });
    expect(newhire.outcomes["okta.user.inactive_account"]).toEqual({
      outcome: "passing",
      detail: "newhire@good.test has never activated the account yet; it was created 5 days ago (30 are allowed).",
    });
    const former = find(resources, "okta.user", "former@good.test");
    expect(former.attributes.factors).toBeNull();
    expect(former.outcomes).toEqual({
      "okta.user.mfa_enrolled": { outcome: "not_applicable", detail: "The user is deactivated: it cannot sign in." },
      "okta.user.inactive_account": { outcome: "not_applicable", detail: "The user is deactivated: it cannot sign in." },
    });
    expect(find(resources, "okta.user", "paused@good.test").outcomes["okta.user.mfa_enrolled"]).toEqual({
      outcome: "not_applicable",
      detail: "The user is suspended: it cannot sign in.",
    });

    const org = find(resources, "okta.org", new URL(good.url).host);
    expect(org.attributes).toMatchObject({ orgUrl: good.url, superAdminCount: 2, superAdmins: ["admin@good.test", "ops@good.test"] });
    expect(org.outcomes["okta.org.super_admin_count"]).toEqual({ outcome: "passing", detail: "2 super administrators (admin@good.test, ops@good.test)." });
    expect(org.outcomes["okta.org.mfa_required"]).toEqual({
      outcome: "passing",
      detail: "All 1 active enrolment policy requires a second factor (Default Policy: okta_verify).",
    });
    expect(org.outcomes["okta.org.password_policy"]).toEqual({
      outcome: "passing",
      detail: "All 1 active password policy requires at least 14 characters, refuse common passwords and lock out after at most 10 attempts.",
    });

    // No factor calls for users who cannot sign in; deactivated users come from a status search.
    expect(good.requestsTo("factors").map((r) => r.path)).not.toContain("/api/v1/users/00u1goodformer00005/factors");
    expect(good.requestsTo("users").map((r) => r.query.search ?? null)).toEqual([null, 'status eq "DEPROVISIONED"']);
  });

  it("checkConnection answers ok with an API token", async () => {
    expect(await oktaConnector.checkConnection!(ctxFor(good))).toEqual({
      ok: true,
      message: `Connected to ${new URL(good.url).host} with an API token; users are readable.`,
    });
  });

  it("a private-key service app gets one access token (signed client assertion) and reads the org", async () => {
    const credentials = oktaCredentialSchema.parse({ clientId: serviceApp.app.clientId, privateKey: serviceApp.privateKey });
    expect(await oktaConnector.checkConnection!(ctxFor(good, credentials))).toMatchObject({ ok: true });
    good.reset();
    const resources = await discoverAndEvaluate(oktaConnector, ctxFor(good, credentials));
    expect(resources.size).toBe(goodOrg.users.length + 1);
    expect(good.requestsTo("token")).toHaveLength(1);
    expect(good.requestsTo("token")[0].status).toBe(200);
  });

  it("follows Link rel=next for users and _links.next for role assignees", async () => {
    good.setPageSize(2);
    const resources = await discoverAndEvaluate(oktaConnector, ctxFor(good));
    expect(resources.size).toBe(goodOrg.users.length + 1);
    const listing = good.requestsTo("users").filter((r) => !r.query.search);
    expect(listing.map((r) => r.query.after ?? null)).toEqual([null, "00u1goodops00000002", "00u1goodnewhire0004"]);
    expect(good.requestsTo("assignees").map((r) => r.query.after ?? null)).toEqual([null, "00u1goodops00000002"]);
    expect(find(resources, "okta.org", new URL(good.url).host).attributes.superAdminCount).toBe(2);
  });
});

describe("okta connector: a badly configured org", () => {
  it("fails each test with the reason", async () => {
    const resources = await discoverAndEvaluate(oktaConnector, ctxFor(bad));
    const root = find(resources, "okta.user", "root@bad.test");
    expect(root.outcomes["okta.user.mfa_enrolled"]).toEqual({
      outcome: "failing",
      detail: "root@bad.test has no second factor enrolled besides question, email. This is a super administrator.",
    });
    expect(find(resources, "okta.user", "bob@bad.test").outcomes).toEqual({
      "okta.user.mfa_enrolled": { outcome: "passing", detail: "bob@bad.test has enrolled sms." },
      "okta.user.inactive_account": {
        outcome: "failing",
        detail: "bob@bad.test last signed in 120 days ago; accounts unused for more than 90 days should be suspended.",
      },
    });
    expect(find(resources, "okta.user", "carol@bad.test").outcomes).toEqual({
      "okta.user.mfa_enrolled": { outcome: "failing", detail: "carol@bad.test has no second factor enrolled." },
      "okta.user.inactive_account": { outcome: "failing", detail: "carol@bad.test has never signed in, and was created 45 days ago." },
    });
    expect(find(resources, "okta.user", "pending@bad.test").outcomes["okta.user.inactive_account"]).toEqual({
      outcome: "failing",
      detail: "pending@bad.test has never activated the account, and was created 60 days ago.",
    });
    expect(find(resources, "okta.user", "locked@bad.test").outcomes["okta.user.mfa_enrolled"]).toEqual({
      outcome: "failing",
      detail: "locked@bad.test has no second factor enrolled.",
    });

    const org = find(resources, "okta.org", new URL(bad.url).host);
    expect(org.outcomes["okta.org.super_admin_count"]).toEqual({
      outcome: "failing",
      detail: "Only 1 super administrator (root@bad.test): if that account is lost, nobody can administer the org fully; 2 to 4 are recommended.",
    });
    expect(org.outcomes["okta.org.mfa_required"]).toEqual({
      outcome: "failing",
      detail: "Admins requires okta_verify but none of its rules ever prompts enrolment; Default Policy requires no second factor (okta_verify optional).",
    });
    expect(org.outcomes["okta.org.password_policy"]).toEqual({
      outcome: "failing",
      detail: prose(
        "2 of 2 active password policies fall short — Contractors: minimum length 10 (12 required); Default Policy: minimum length 8 (12",
        "required), common passwords allowed, no lockout after failed attempts.",
      ),
    });
  });

  it("answers error for Classic Engine factor enrolment policies, whose settings the SDK does not expose", () => {
    const test = oktaConnector.tests.find((t) => t.id === "okta.org.mfa_required")!;
    const classic = {
      id: "p",
      name: "Default Policy",
      status: "ACTIVE",
      priority: 1,
      system: true,
      settingsType: "FACTORS",
      required: [],
      optional: [],
      rules: [],
    };
    expect(test.evaluate({ mfaEnrollmentPolicies: [classic] }, { name: "o", externalId: "o" }).outcome).toBe("error");
  });
});

describe("okta connector: rate limits and faults", () => {
  it("honours a 429 with X-Rate-Limit-Reset through the SDK, retries and completes", async () => {
    good.failNext("users", "throttle", 1);
    const resources = await discoverAndEvaluate(oktaConnector, ctxFor(good));
    expect(resources.size).toBe(goodOrg.users.length + 1);
    const [first, second] = good.requestsTo("users");
    expect(first.status).toBe(429);
    expect(second).toMatchObject({ status: 200, retryCount: "1" });
  });

  it("retries a 500 and a 502 (HTML from a proxy) on GETs and completes", async () => {
    good.failNext("factors", "internal", 2);
    const resources = await discoverAndEvaluate(oktaConnector, ctxFor(good));
    expect(find(resources, "okta.user", "admin@good.test").outcomes["okta.user.mfa_enrolled"].outcome).toBe("passing");
    expect(
      good
        .requestsTo("factors")
        .slice(0, 3)
        .map((r) => [r.status, r.retryCount ?? null]),
    ).toEqual([
      [500, null],
      [500, "1"],
      [200, "2"],
    ]);
    good.reset();
    good.failNext("policies", "badGateway", 1);
    const again = await discoverAndEvaluate(oktaConnector, ctxFor(good));
    expect(find(again, "okta.org", new URL(good.url).host).outcomes["okta.org.password_policy"].outcome).toBe("passing");
  });

  it("a 403 on the policies call leaves that attribute an error and its test errored", async () => {
    good.failNext("policies", "forbidden", 1);
    const resources = await discoverAndEvaluate(oktaConnector, ctxFor(good));
    const org = find(resources, "okta.org", new URL(good.url).host);
    expect(org.attributes.passwordPolicies).toEqual({ $error: "You do not have permission to perform the requested action (E0000006, HTTP 403)" });
    expect(org.outcomes["okta.org.password_policy"]).toEqual({
      outcome: "error",
      detail: "Could not read passwordPolicies: You do not have permission to perform the requested action (E0000006, HTTP 403)",
    });
    expect(org.outcomes["okta.org.mfa_required"].outcome).toBe("passing");
  });

  it("a 403 on role assignments leaves the admin attributes errors, users still evaluated", async () => {
    good.failNext("assignees", "forbidden", 1);
    const resources = await discoverAndEvaluate(oktaConnector, ctxFor(good));
    const org = find(resources, "okta.org", new URL(good.url).host);
    expect(org.outcomes["okta.org.super_admin_count"]).toEqual({
      outcome: "error",
      detail: "Could not read superAdminCount: You do not have permission to perform the requested action (E0000006, HTTP 403)",
    });
    const admin = find(resources, "okta.user", "admin@good.test");
    expect(admin.attributes.adminRoles).toEqual({ $error: "You do not have permission to perform the requested action (E0000006, HTTP 403)" });
    expect(admin.outcomes["okta.user.mfa_enrolled"].outcome).toBe("passing");
  });

  it("a 403 on one user's factors errors only that user's MFA test", async () => {
    good.failNext("factors", "forbidden", 1);
    const resources = await discoverAndEvaluate(oktaConnector, ctxFor(good));
    expect(find(resources, "okta.user", "admin@good.test").outcomes["okta.user.mfa_enrolled"]).toEqual({
      outcome: "error",
      detail: "Could not read factors: You do not have permission to perform the requested action (E0000006, HTTP 403)",
    });
    expect(find(resources, "okta.user", "ops@good.test").outcomes["okta.user.mfa_enrolled"].outcome).toBe("passing");
  });
});

describe("okta connector: bad credentials and unsafe targets", () => {
  it("a bad API token: checkConnection answers ok:false with Okta's E0000011, discover throws", async () => {
    const ctx = ctxFor(good, oktaCredentialSchema.parse({ apiToken: "00-not-the-right-token-at-all" }));
    expect(await oktaConnector.checkConnection!(ctx)).toEqual({ ok: false, message: "Invalid token provided (E0000011, HTTP 401)." });
    await expect(discoverAndEvaluate(oktaConnector, ctx)).rejects.toThrow("Okta refused the credentials: Invalid token provided (E0000011, HTTP 401).");
  });

  it("a service app key Okta cannot verify, or scopes it was not granted, are refused at the token endpoint", async () => {
    const other = makeServiceApp(OKTA_SCOPES);
    const wrongKey = oktaCredentialSchema.parse({ clientId: serviceApp.app.clientId, privateKey: other.privateKey });
    expect(await oktaConnector.checkConnection!(ctxFor(good, wrongKey))).toEqual({
      ok: false,
      message: "Okta refused the service app's token request: invalid_client (The client_assertion signature is invalid.) (HTTP 401).",
    });
    const narrow = oktaCredentialSchema.parse({ clientId: narrowApp.app.clientId, privateKey: narrowApp.privateKey });
    await expect(discoverAndEvaluate(oktaConnector, ctxFor(good, narrow))).rejects.toThrow(
      "Okta refused the service app's token request: invalid_scope (The following scopes are not allowed: okta.roles.read) (HTTP 400)",
    );
  });

  it("refuses http and private addresses unless private targets are allowed", async () => {
    expect(await oktaConnector.checkConnection!(ctxFor(good, undefined, { allowPrivateTargets: false }))).toEqual({
      ok: false,
      message: `The Okta org URL must use https (got ${good.url}).`,
    });
    const check = await oktaConnector.checkConnection!(ctxFor(good, undefined, { allowPrivateTargets: false, orgUrl: "https://127.0.0.1:1" }));
    expect(check.ok).toBe(false);
    expect(check.message).toContain("loopback, private, link-local or otherwise non-public address");
    expect(good.requests).toHaveLength(0);
  });

  it("stops at once when the sync is aborted", async () => {
    const controller = new AbortController();
    const ctx = connectorContext(oktaConfigSchema.parse({ orgUrl: good.url }), token(good), { now: NOW, signal: controller.signal });
    controller.abort();
    await expect(discoverAndEvaluate(oktaConnector, ctx)).rejects.toThrow(/abort/i);
    expect(good.requests).toHaveLength(0);
  });

  it("never sends the token outside the org, whatever a next link says", async () => {
    const executor = new OktaRequestExecutor(good.url, AbortSignal.timeout(5_000), true);
    await expect(executor.fetch({ url: "http://127.0.0.2:9/api/v1/users?after=x" })).rejects.toThrow(
      `Refused to call http://127.0.0.2:9, outside the Okta org ${good.url}`,
    );
    executor.close();
  });

  it("the credential schema wants an API token or a whole service app", () => {
    expect(oktaCredentialSchema.safeParse({}).success).toBe(false);
    expect(oktaCredentialSchema.safeParse({ clientId: "0oa1234567890" }).success).toBe(false);
    expect(oktaCredentialSchema.safeParse({ apiToken: good.apiToken, clientId: "0oa1234567890" }).success).toBe(false);
    expect(oktaConfigSchema.safeParse({ orgUrl: "ftp://acme.okta.com" }).success).toBe(false);
  });
});

describe("okta connector: definitions", () => {
  it("names only known themes, and each test is about a declared resource type", () => {
    for (const test of oktaConnector.tests) {
      expect(test.id).toMatch(/^okta\.(user|org)\.[a-z_]+$/);
      for (const theme of test.themes) expect(CONTROL_THEMES).toHaveProperty(theme);
      expect(oktaConnector.resourceTypes.map((t) => t.type)).toContain(test.resourceType);
      expect(test.remediation.command.length).toBeGreaterThan(10);
    }
    expect(oktaConnector.leastPrivilege.document?.content.split("\n")).toEqual(OKTA_SCOPES);
  });

  it("checks the fake against Okta's description: a wrong body is a violation", () => {
    const conformance = oktaConformance();
    const policy = JSON.parse(JSON.stringify(goodOrg.passwordPolicies[0]));
    policy.settings.password.complexity.minLength = "14";
    policy.settings.password.lockout.maxAttemps = 5;
    expect(conformance.checkResponse("GET", "/api/v1/policies", 200, [policy])).toEqual([
      "GET /api/v1/policies → 200: /0/settings/password/complexity/minLength must be a number (Array<Policy>)",
      "GET /api/v1/policies → 200: /0/settings/password/lockout: PasswordPolicyPasswordSettingsLockout has no field maxAttemps (Array<Policy>)",
    ]);
    expect(conformance.checkResponse("GET", "/api/v1/users", 200, [{ id: "00u1", status: "ENABLED", lastLogin: "yesterday" }])).toEqual([
      prose(
        "GET /api/v1/users → 200: /0/status must be one of UserStatus (ACTIVE, DEPROVISIONED, LOCKED_OUT, PASSWORD_EXPIRED, PROVISIONED,",
        'RECOVERY, STAGED, SUSPENDED), not "ENABLED" (Array<User>)',
      ),
      "GET /api/v1/users → 200: /0/lastLogin must be a date-time string (Array<User>)",
    ]);
    expect(conformance.checkResponse("GET", "/api/v1/users/00u1/factors", 201, [])).toEqual([
      "GET /api/v1/users/{userId}/factors → 201: status not documented for this operation",
    ]);
    expect(conformance.checkResponse("GET", "/api/v1/users", 401, { errorCode: 11 })).toEqual([
      "GET /api/v1/users → 401: /errorCode must be a string (ModelError)",
    ]);
    expect(conformance.checkQuery("GET", "/api/v1/users", new URLSearchParams("limit=200&status=ACTIVE"))).toEqual([
      "GET /api/v1/users: unknown query parameter status",
    ]);
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTROL_THEMES } from "@/lib/connectors/control-themes";
import { googleWorkspaceConnector } from "@/lib/connectors/google-workspace/connector";
import { admin, auth } from "@googleapis/admin";
import { describeGoogleError, DIRECTORY_SCOPE, POLICY_SCOPE } from "@/lib/connectors/google-workspace/client";
import { googleWorkspaceConfigSchema, googleWorkspaceCredentialSchema, type GoogleWorkspaceCredentials } from "@/lib/connectors/google-workspace/schemas";
import { connectorContext, discoverAndEvaluate, type DiscoveredWithOutcomes } from "../../helpers/connector";
import { type FakeGoogle, makeServiceAccount, startFakeGoogle } from "../../fakes/google-workspace/server";
import { BAD_CUSTOMER, badOrg, GOOD_CUSTOMER, goodOrg, NOW } from "../../fakes/google-workspace/fixtures";
import { googleConformance } from "../../fakes/google-workspace/conformance";
import { prose } from "@/lib/format/prose";

const SA_EMAIL = "compliance-reader@acme-project.iam.gserviceaccount.com";
const full = makeServiceAccount(SA_EMAIL, [DIRECTORY_SCOPE, POLICY_SCOPE]);
/** Delegation granted for the directory scope only: the Policy API's token is refused. */
const directoryOnly = makeServiceAccount("directory-only@acme-project.iam.gserviceaccount.com", [DIRECTORY_SCOPE]);
/** Same e-mail as `full`, another key: Google cannot verify its assertions. */
const wrongKey = makeServiceAccount(SA_EMAIL, []);

let good: FakeGoogle;
let bad: FakeGoogle;

function useFake(fake: FakeGoogle) {
  vi.stubEnv("INTEGRATIONS_GOOGLE_API_URL", fake.url);
  vi.stubEnv("INTEGRATIONS_GOOGLE_TOKEN_URL", fake.tokenUrl);
}

const keyCredentials = (keyFile: string): GoogleWorkspaceCredentials => googleWorkspaceCredentialSchema.parse({ serviceAccountKey: keyFile });
const ctxFor = (adminEmail: string, credentials: GoogleWorkspaceCredentials = keyCredentials(full.keyFile), extra: Record<string, string> = {}) =>
  connectorContext(googleWorkspaceConfigSchema.parse({ adminEmail, ...extra }), credentials, { now: NOW });

function outcomes(resources: Map<string, DiscoveredWithOutcomes>, type: string, name: string) {
  const found = [...resources.values()].find((r) => r.type === type && r.name === name);
  if (!found) throw new Error(`no ${type} ${name}`);
  return found;
}

beforeAll(async () => {
  good = await startFakeGoogle({ ...goodOrg, serviceAccounts: [full.account, directoryOnly.account] });
  bad = await startFakeGoogle({ ...badOrg, serviceAccounts: [full.account] });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([good.close(), bad.close()]);
});
beforeEach(() => {
  good.setPageSize(Number.POSITIVE_INFINITY);
  good.requests.length = 0;
  bad.requests.length = 0;
});
afterEach(() => {
  // Every users.list and policies.list answer served, and every query received, fits what the SDKs declare.
  expect(good.violations).toEqual([]);
  expect(bad.violations).toEqual([]);
});

describe("google workspace connector: a well-configured organisation", () => {
  it("passes every test, and suspended or archived users are not applicable", async () => {
    useFake(good);
    const resources = await discoverAndEvaluate(googleWorkspaceConnector, ctxFor("admin@good.test"));
    expect(resources.size).toBe(goodOrg.users.length + 1);

    const admin = outcomes(resources, "google_workspace.user", "admin@good.test");
    expect(admin.attributes).toMatchObject({ isAdmin: true, isEnrolledIn2Sv: true, isEnforcedIn2Sv: true, daysSinceLastLogin: 1, daysSinceCreation: 400 });
    expect(admin.outcomes["google_workspace.user.two_step_enrolled"]).toEqual({
      outcome: "passing",
      detail: "admin@good.test is enrolled in 2-Step Verification.",
    });
    expect(admin.outcomes["google_workspace.user.two_step_enforced"]).toEqual({
      outcome: "passing",
      detail: "2-Step Verification is enforced for admin@good.test.",
    });
    expect(admin.outcomes["google_workspace.user.inactive_account"]).toEqual({ outcome: "passing", detail: "admin@good.test last signed in 1 day ago." });

    const newhire = outcomes(resources, "google_workspace.user", "newhire@good.test");
    expect(newhire.attributes.lastLoginTime).toBeNull();
    expect(newhire.outcomes["google_workspace.user.inactive_account"]).toEqual({
      outcome: "passing",
      detail: "newhire@good.test has not signed in yet; it was created 5 days ago (30 are allowed).",
    });

    for (const [name, reason] of [
      ["former@good.test", "The account is suspended: it cannot sign in."],
      ["archived@good.test", "The account is archived: it cannot sign in."],
    ]) {
      const r = outcomes(resources, "google_workspace.user", name);
      for (const id of ["two_step_enrolled", "two_step_enforced", "inactive_account"]) {
        expect(r.outcomes[`google_workspace.user.${id}`]).toEqual({ outcome: "not_applicable", detail: reason });
      }
    }

    const directory = outcomes(resources, "google_workspace.directory", "good.test");
    expect(directory.externalId).toBe(GOOD_CUSTOMER);
    expect(directory.attributes).toMatchObject({
      customerId: GOOD_CUSTOMER,
      activeUserCount: 4,
      superAdminCount: 2,
      superAdmins: ["admin@good.test", "ops@good.test"],
    });
    expect(directory.attributes.passwordPolicies).toHaveLength(2);
    expect(directory.outcomes["google_workspace.directory.super_admin_count"]).toEqual({
      outcome: "passing",
      detail: "2 super administrators (admin@good.test, ops@good.test).",
    });
    expect(directory.outcomes["google_workspace.directory.password_policy"]).toEqual({
      outcome: "passing",
      detail: "All 2 password settings require a strong password of at least 12 characters, enforced at sign-in, without reuse.",
    });

    // The token is requested once per scope, with the admin as subject, and reused for every page.
    expect(good.requestsTo("token")).toHaveLength(2);
    expect([...good.tokens.values()].map((t) => t.sub)).toContain("admin@good.test");
    const list = good.requestsTo("users")[0];
    expect(list.query).toMatchObject({ customer: "my_customer", maxResults: "500", projection: "basic" });
    expect(good.requestsTo("policies")[0].query.filter).toBe(`customer == "customers/my_customer" && setting.type.matches('^settings/security[.]password$')`);
  });

  it("checkConnection answers ok with the account and the customer", async () => {
    useFake(good);
    expect(await googleWorkspaceConnector.checkConnection!(ctxFor("admin@good.test"))).toEqual({
      ok: true,
      message: `Signed in as ${SA_EMAIL} acting for admin@good.test; the directory of customer ${GOOD_CUSTOMER} is readable.`,
    });
  });

  it("accepts the key's two fields instead of the whole key file", async () => {
    useFake(good);
    const credentials = googleWorkspaceCredentialSchema.parse({ clientEmail: SA_EMAIL, privateKey: full.privateKey });
    expect((await googleWorkspaceConnector.checkConnection!(ctxFor("admin@good.test", credentials))).ok).toBe(true);
  });

  it("follows nextPageToken across pages, streaming users as each page arrives", async () => {
    useFake(good);
    good.setPageSize(2);
    const seen: string[] = [];
    for await (const resource of googleWorkspaceConnector.discover!(ctxFor("admin@good.test"))) {
      seen.push(resource.name);
      // The first user is yielded before the third page is asked for.
      if (seen.length === 1) expect(good.requestsTo("users")).toHaveLength(1);
    }
    expect(good.requestsTo("users")).toHaveLength(3);
    expect(good.requestsTo("users").map((r) => r.query.pageToken ?? null)[0]).toBeNull();
    expect(seen).toHaveLength(goodOrg.users.length + 1);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("lists one domain with the domain parameter when configured", async () => {
    useFake(good);
    const resources = await discoverAndEvaluate(
      googleWorkspaceConnector,
      ctxFor("admin@good.test", undefined, { domain: "good.test", customerId: GOOD_CUSTOMER }),
    );
    expect(good.requestsTo("users")[0].query).toMatchObject({ domain: "good.test" });
    expect(good.requestsTo("users")[0].query.customer).toBeUndefined();
    expect(good.requestsTo("policies")[0].query.filter).toContain(`customers/${GOOD_CUSTOMER}`);
    expect(resources.size).toBe(goodOrg.users.length + 1);
  });
});

describe("google workspace connector: a badly configured organisation", () => {
  it("fails each test with the reason", async () => {
    useFake(bad);
    const resources = await discoverAndEvaluate(googleWorkspaceConnector, ctxFor("root@bad.test"));

    const root = outcomes(resources, "google_workspace.user", "root@bad.test");
    expect(root.outcomes["google_workspace.user.two_step_enrolled"]).toEqual({
      outcome: "failing",
      detail: "root@bad.test has not enrolled in 2-Step Verification. This is a super administrator.",
    });
    expect(root.outcomes["google_workspace.user.two_step_enforced"]).toEqual({
      outcome: "failing",
      detail: "2-Step Verification is not enforced for root@bad.test (org unit /): signing in with a password alone is allowed. This is a super administrator.",
    });

    const bob = outcomes(resources, "google_workspace.user", "bob@bad.test");
    expect(bob.outcomes["google_workspace.user.two_step_enrolled"].outcome).toBe("passing");
    expect(bob.outcomes["google_workspace.user.inactive_account"]).toEqual({
      outcome: "failing",
      detail: "bob@bad.test last signed in 120 days ago; accounts unused for more than 90 days should be suspended.",
    });
    const carol = outcomes(resources, "google_workspace.user", "carol@bad.test");
    expect(carol.outcomes["google_workspace.user.inactive_account"]).toEqual({
      outcome: "failing",
      detail: "carol@bad.test has never signed in, and was created 45 days ago.",
    });

    const directory = outcomes(resources, "google_workspace.directory", "bad.test");
    expect(directory.externalId).toBe(BAD_CUSTOMER);
    expect(directory.outcomes["google_workspace.directory.super_admin_count"]).toEqual({
      outcome: "failing",
      detail: "Only 1 super administrator (root@bad.test): if that account is lost, nobody can recover the organisation; 2 to 4 are recommended.",
    });
    expect(directory.outcomes["google_workspace.directory.password_policy"]).toEqual({
      outcome: "failing",
      detail: prose(
        "1 of 1 password setting fall short — org unit orgUnits/root: strength WEAK (STRONG required), minimum length 8 (12 required),",
        "not enforced at next sign-in, reuse of old passwords allowed.",
      ),
    });
  });

  it("counts too many super administrators as failing", () => {
    const test = googleWorkspaceConnector.tests.find((t) => t.id === "google_workspace.directory.super_admin_count")!;
    const admins = ["a", "b", "c", "d", "e"].map((n) => `${n}@x.test`);
    expect(test.evaluate({ superAdminCount: 5, superAdmins: admins }, { name: "x.test", externalId: "C1" })).toEqual({
      outcome: "failing",
      detail:
        "5 super administrators (a@x.test, b@x.test, c@x.test, d@x.test, e@x.test); at most 4 are recommended, with delegated admin roles for everyday work.",
    });
  });
});

describe("google workspace connector: rate limits and faults", () => {
  it.each([
    ["429 rateLimitExceeded", "rateLimit"],
    ["403 userRateLimitExceeded", "userRateLimit"],
    ["503 backendError", "unavailable"],
  ] as const)("retries a %s on users.list and completes the sync", async (_label, fault) => {
    useFake(good);
    good.setPageSize(3);
    good.failNext("users", fault, 2);
    const resources = await discoverAndEvaluate(googleWorkspaceConnector, ctxFor("admin@good.test"));
    expect(resources.size).toBe(goodOrg.users.length + 1);
    const statuses = good.requestsTo("users").map((r) => r.status);
    expect(statuses.filter((s) => s !== 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
  });

  it("retries a 503 from the token endpoint", async () => {
    useFake(good);
    good.failNext("token", "unavailable", 1);
    const resources = await discoverAndEvaluate(googleWorkspaceConnector, ctxFor("admin@good.test"));
    expect(resources.size).toBe(goodOrg.users.length + 1);
    expect(good.requestsTo("token").map((r) => r.status)).toEqual([503, 200, 200]);
  });

  it("a 403 on the Policy API leaves that attribute an error and the password test errored", async () => {
    useFake(good);
    good.failNext("policies", "forbidden", 1);
    const resources = await discoverAndEvaluate(googleWorkspaceConnector, ctxFor("admin@good.test"));
    const directory = outcomes(resources, "google_workspace.directory", "good.test");
    expect(directory.attributes.passwordPolicies).toEqual({ $error: "Not Authorized to access this resource/api (forbidden, HTTP 403)" });
    expect(directory.outcomes["google_workspace.directory.password_policy"]).toEqual({
      outcome: "error",
      detail: "Could not read passwordPolicies: Not Authorized to access this resource/api (forbidden, HTTP 403)",
    });
    expect(directory.outcomes["google_workspace.directory.super_admin_count"].outcome).toBe("passing");
  });

  it("without delegation for the Policy API scope, only the password test errors", async () => {
    useFake(good);
    const resources = await discoverAndEvaluate(googleWorkspaceConnector, ctxFor("admin@good.test", keyCredentials(directoryOnly.keyFile)));
    const directory = outcomes(resources, "google_workspace.directory", "good.test");
    expect(directory.outcomes["google_workspace.directory.password_policy"]).toEqual({
      outcome: "error",
      detail: prose(
        "Could not read passwordPolicies: Google refused the service account's token: unauthorized_client (Client is unauthorized to",
        "retrieve access tokens using this method, or client not authorized for any of the scopes requested.)",
      ),
    });
    expect(outcomes(resources, "google_workspace.user", "alice@good.test").outcomes["google_workspace.user.two_step_enrolled"].outcome).toBe("passing");
  });
});

describe("google workspace connector: bad credentials", () => {
  it("a key Google cannot verify: checkConnection answers ok:false and discover throws a clear error", async () => {
    useFake(good);
    const ctx = ctxFor("admin@good.test", keyCredentials(wrongKey.keyFile));
    const check = await googleWorkspaceConnector.checkConnection!(ctx);
    expect(check.ok).toBe(false);
    expect(check.message).toContain("Google refused the service account's token: invalid_grant (Invalid JWT Signature.)");
    await expect(discoverAndEvaluate(googleWorkspaceConnector, ctx)).rejects.toThrow(
      /^Could not list the Google Workspace users: Google refused the service account's token: invalid_grant \(Invalid JWT Signature\.\)\. Check that the service account/,
    );
  });

  it("an adminEmail that is not an administrator: Google answers 403 and the sync stops", async () => {
    useFake(good);
    const ctx = ctxFor("alice@good.test");
    expect(await googleWorkspaceConnector.checkConnection!(ctx)).toEqual({
      ok: false,
      message: "Not Authorized to access this resource/api (forbidden, HTTP 403).",
    });
    await expect(discoverAndEvaluate(googleWorkspaceConnector, ctx)).rejects.toThrow(
      "Could not list the Google Workspace users: Not Authorized to access this resource/api (forbidden, HTTP 403).",
    );
  });

  it("an adminEmail unknown to the domain is refused at the token endpoint", async () => {
    useFake(good);
    const check = await googleWorkspaceConnector.checkConnection!(ctxFor("ghost@good.test"));
    expect(check).toMatchObject({ ok: false });
    expect(check.message).toContain("invalid_grant (Invalid email or User ID)");
  });

  it("the credential schema refuses a key file that is not a service account key", () => {
    expect(googleWorkspaceCredentialSchema.safeParse({ serviceAccountKey: "{}" }).success).toBe(false);
    expect(googleWorkspaceCredentialSchema.safeParse({ serviceAccountKey: "not json" }).success).toBe(false);
    expect(googleWorkspaceCredentialSchema.safeParse({ clientEmail: SA_EMAIL }).success).toBe(false);
    expect(googleWorkspaceCredentialSchema.safeParse({ serviceAccountKey: full.keyFile, extra: 1 }).success).toBe(false);
  });
});

describe("google workspace connector: the fake speaks Google's errors", () => {
  it("answers an unknown access token with 401 UNAUTHENTICATED, which the SDK surfaces with Google's reason", async () => {
    const client = new auth.OAuth2();
    client.setCredentials({ access_token: "ya29.not-issued", expiry_date: Date.now() + 3_600_000 });
    const error = await admin({ version: "directory_v1", auth: client, rootUrl: good.url })
      .users.list({ customer: "my_customer" }, { retry: false })
      .catch((e: unknown) => e);
    expect(describeGoogleError(error)).toMatch(/^Request had invalid authentication credentials\. .* \(authError, HTTP 401\)$/);
  });

  it("stops at once when the sync is aborted", async () => {
    useFake(good);
    const controller = new AbortController();
    const ctx = connectorContext(googleWorkspaceConfigSchema.parse({ adminEmail: "admin@good.test" }), keyCredentials(full.keyFile), {
      now: NOW,
      signal: controller.signal,
    });
    controller.abort();
    await expect(discoverAndEvaluate(googleWorkspaceConnector, ctx)).rejects.toThrow();
    expect(good.requestsTo("users")).toHaveLength(0);
  });
});

describe("google workspace connector: definitions", () => {
  it("names only known themes, and each test reads a declared attribute of its resource type", () => {
    for (const test of googleWorkspaceConnector.tests) {
      expect(test.id).toMatch(/^google_workspace\.(user|directory)\.[a-z_]+$/);
      expect(test.themes.length).toBeGreaterThan(0);
      for (const theme of test.themes) expect(CONTROL_THEMES).toHaveProperty(theme);
      expect(googleWorkspaceConnector.resourceTypes.map((t) => t.type)).toContain(test.resourceType);
      expect(test.remediation.console.length).toBeGreaterThan(20);
      expect(test.remediation.command.length).toBeGreaterThan(10);
    }
    expect(googleWorkspaceConnector.leastPrivilege.document?.content).toContain(DIRECTORY_SCOPE);
    expect(googleWorkspaceConnector.leastPrivilege.document?.content).toContain(POLICY_SCOPE);
  });

  it("checks the fake against the SDKs' declarations: a wrong body is a violation", () => {
    const conformance = googleConformance();
    const user = { ...goodOrg.users[0], isEnrolledIn2Sv: "true", lastLoginTime: null, twoStepVerified: true };
    expect(conformance.checkResponse("GET", "/admin/directory/v1/users", { kind: "admin#directory#users", users: [user], nextToken: "x" })).toEqual([
      "GET /admin/directory/v1/users (admin directory_v1 users.list): /users/0/isEnrolledIn2Sv must be a boolean",
      "GET /admin/directory/v1/users (admin directory_v1 users.list): /users/0: Schema$User has no field twoStepVerified",
      "GET /admin/directory/v1/users (admin directory_v1 users.list): (body): Schema$Users has no field nextToken",
    ]);
    expect(conformance.checkResponse("GET", "/v1/policies", { policies: [{ name: "policies/x", setting: { type: 1 } }] })).toEqual([
      "GET /v1/policies (cloudidentity v1 policies.list): /policies/0/setting/type must be a string",
    ]);
    expect(conformance.checkQuery("GET", "/admin/directory/v1/users", new URLSearchParams("customer=my_customer&maxResults=all&limit=5"))).toEqual([
      "GET /admin/directory/v1/users: maxResults=all is not a number",
      "GET /admin/directory/v1/users: unknown query parameter limit",
    ]);
  });
});

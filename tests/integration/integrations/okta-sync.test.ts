import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as getEvidenceFile } from "@/app/api/v1/evidence/files/[id]/route";
import { GET as getIntegrationHandler } from "@/app/api/v1/integrations/[id]/route";
import { GET as listResourcesHandler } from "@/app/api/v1/integrations/[id]/resources/route";
import { POST as syncHandler } from "@/app/api/v1/integrations/[id]/sync/route";
import { POST as testConnectionHandler } from "@/app/api/v1/integrations/[id]/test-connection/route";
import { POST as createIntegrationHandler } from "@/app/api/v1/integrations/route";
import { GET as testResultsHandler } from "@/app/api/v1/tests/[id]/results/route";
import { GET as getTestHandler } from "@/app/api/v1/tests/[id]/route";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { startFakeOkta, type FakeOkta } from "../../fakes/okta/server";
import { badOrg, goodOrg } from "../../fakes/okta/fixtures";

/**
 * Okta through the whole engine: the integration created and synced through the route handlers against the fake
 * Okta (whose answers are checked against Okta's description), resources, results and tests read back through
 * the routes, every answer checked against the published OpenAPI document by `call`. The sync evaluates at the
 * real clock, not at the fixtures' instant, so sign-in ages (okta.user.inactive_account) are not asserted here;
 * tests/unit/connectors/okta.test.ts pins them.
 */

// The fake listens on 127.0.0.1: the operator's setting that lets integrations reach private addresses.
process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS = "true";

let good: FakeOkta;
let bad: FakeOkta;

beforeAll(async () => {
  [good, bad] = await Promise.all([startFakeOkta(goodOrg), startFakeOkta(badOrg)]);
});
afterEach(() => {
  expect(good.violations).toEqual([]);
  expect(bad.violations).toEqual([]);
});
afterAll(async () => {
  await Promise.all([good?.close(), bad?.close()]);
});

async function connect(a: TestAccount, fake: FakeOkta, name: string) {
  const res = await call(createIntegrationHandler, {
    path: "/api/v1/integrations",
    token: a.token,
    body: { provider: "okta", name, config: { orgUrl: fake.url }, credentials: { apiToken: fake.apiToken } },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string };
}

const sync = (a: TestAccount, id: string) => call(syncHandler, { path: `/api/v1/integrations/${id}/sync`, method: "POST", token: a.token, params: { id } });
const resources = (a: TestAccount, id: string, type: string) =>
  call(listResourcesHandler, { path: `/api/v1/integrations/${id}/resources?type=${type}`, token: a.token, params: { id } });
const outcomeOf = (resource: { results: { testId: string; outcome: string; detail: string }[] }, testId: string) =>
  resource.results.find((r) => r.testId === testId);

describe("an Okta integration synced against the fake Okta", () => {
  let a: TestAccount;
  let goodId: string;
  let badId: string;
  let goodSync: any;
  let badSync: any;

  beforeAll(async () => {
    a = await createAccount();
    goodId = (await connect(a, good, "good org")).id;
    badId = (await connect(a, bad, "bad org")).id;
    const [first, second] = [await sync(a, goodId), await sync(a, badId)];
    expect(first.status, first.text).toBe(200);
    expect(second.status, second.text).toBe(200);
    goodSync = first.body.data;
    badSync = second.body.data;
  });

  it("syncs every user the org lists plus the org itself, with a hashed snapshot", async () => {
    // Deactivated users come from the status search, so all six of the good org's users are resources.
    expect(goodSync).toMatchObject({
      status: "succeeded",
      trigger: "manual",
      resourcesSeen: goodOrg.users.length + 1,
      resourcesNew: goodOrg.users.length + 1,
      error: null,
    });
    expect(badSync).toMatchObject({ status: "succeeded", resourcesSeen: badOrg.users.length + 1 });
    const file = await call(getEvidenceFile, {
      path: `/api/v1/evidence/files/${goodSync.snapshot.fileId}`,
      token: a.token,
      params: { id: goodSync.snapshot.fileId },
    });
    expect(file.status).toBe(200);
    expect(createHash("sha256").update(file.text).digest("hex")).toBe(goodSync.snapshot.sha256);
    expect(
      JSON.parse(file.text)
        .resources.map((r: { type: string }) => r.type)
        .sort(),
    ).toEqual([...Array(goodOrg.users.length).fill("okta.user"), "okta.org"].sort());

    const integration = await call(getIntegrationHandler, { path: `/api/v1/integrations/${goodId}`, token: a.token, params: { id: goodId } });
    expect(integration.body.data).toMatchObject({ provider: "okta", credentialFields: ["apiToken"], resourceCount: goodOrg.users.length + 1 });
    expect(integration.text).not.toContain(good.apiToken);
  });

  it("the well-configured org's org-level tests pass, its users are enrolled", async () => {
    const [org] = (await resources(a, goodId, "okta.org")).body.data;
    expect(org.name).toBe(new URL(good.url).host);
    expect(org.attributes).toMatchObject({ superAdminCount: 2, superAdmins: ["admin@good.test", "ops@good.test"] });
    for (const testId of ["okta.org.super_admin_count", "okta.org.mfa_required", "okta.org.password_policy"])
      expect(outcomeOf(org, testId)?.outcome, testId).toBe("passing");
    const users = (await resources(a, goodId, "okta.user")).body.data as { name: string; results: { testId: string; outcome: string; detail: string }[] }[];
    const admin = users.find((u) => u.name === "admin@good.test")!;
    expect(outcomeOf(admin, "okta.user.mfa_enrolled")).toMatchObject({ outcome: "passing", detail: "admin@good.test has enrolled push, webauthn." });
    expect(
      outcomeOf(
        users.find((u) => u.name === "former@good.test")!,
        "okta.user.mfa_enrolled",
      ),
    ).toMatchObject({ outcome: "not_applicable" });
  });

  it("the badly configured org fails with the reasons, and the tests list its failing resources", async () => {
    const [org] = (await resources(a, badId, "okta.org")).body.data;
    expect(outcomeOf(org, "okta.org.super_admin_count")).toMatchObject({
      outcome: "failing",
      detail: expect.stringContaining("Only 1 super administrator (root@bad.test)"),
    });
    expect(outcomeOf(org, "okta.org.mfa_required")).toMatchObject({ outcome: "failing" });
    expect(outcomeOf(org, "okta.org.password_policy")).toMatchObject({
      outcome: "failing",
      detail: expect.stringContaining("Default Policy: minimum length 8 (12 required)"),
    });

    const test = await call(getTestHandler, { path: "/api/v1/tests/okta.user.mfa_enrolled", token: a.token, params: { id: "okta.user.mfa_enrolled" } });
    expect(test.status).toBe(200);
    expect(test.body.data).toMatchObject({ provider: "okta", status: "failing", severity: "high", counts: { failing: 3 } });
    expect(test.body.data.integrations.map((i: { name: string }) => i.name).sort()).toEqual(["Okta · bad org", "Okta · good org"]);
    const results = await call(testResultsHandler, {
      path: "/api/v1/tests/okta.user.mfa_enrolled/results",
      token: a.token,
      params: { id: "okta.user.mfa_enrolled" },
    });
    const failing = results.body.data.filter((r: { outcome: string }) => r.outcome === "failing");
    expect(failing.map((r: { resourceName: string }) => r.resourceName).sort()).toEqual(["carol@bad.test", "locked@bad.test", "root@bad.test"]);
    expect(failing.every((r: { integrationId: string }) => r.integrationId === badId)).toBe(true);
  });

  it("tests the saved connection, and a revoked token fails the next sync in Okta's words", async () => {
    const ok = await call(testConnectionHandler, {
      path: `/api/v1/integrations/${goodId}/test-connection`,
      method: "POST",
      token: a.token,
      params: { id: goodId },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.ok).toBe(true);
    const revoked = await call(createIntegrationHandler, {
      path: "/api/v1/integrations",
      token: a.token,
      body: { provider: "okta", name: "revoked", config: { orgUrl: good.url }, credentials: { apiToken: "00revokedrevokedrevokedrevoked" } },
    });
    const res = await sync(a, revoked.body.data.id);
    expect(res.body.data).toMatchObject({ status: "failed", error: expect.stringMatching(/Invalid token provided|E0000011/) });
  });
});

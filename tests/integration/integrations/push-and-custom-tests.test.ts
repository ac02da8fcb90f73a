import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listResourcesHandler, POST as pushHandler } from "@/app/api/v1/integrations/[id]/resources/route";
import { POST as syncHandler } from "@/app/api/v1/integrations/[id]/sync/route";
import { GET as listProvidersHandler } from "@/app/api/v1/integrations/providers/route";
import { GET as getIntegrationHandler } from "@/app/api/v1/integrations/[id]/route";
import { POST as createIntegrationHandler } from "@/app/api/v1/integrations/route";
import { GET as listAlertsHandler } from "@/app/api/v1/monitoring/alerts/route";
import { DELETE as revokeExclusionHandler } from "@/app/api/v1/tests/[id]/exclusions/[exclusionId]/route";
import { GET as listExclusionsHandler, POST as createExclusionHandler } from "@/app/api/v1/tests/[id]/exclusions/route";
import { GET as testResultsHandler } from "@/app/api/v1/tests/[id]/results/route";
import { DELETE as deleteTestHandler, GET as getTestHandler, PUT as updateTestHandler } from "@/app/api/v1/tests/[id]/route";
import { GET as getSlaHandler, PUT as putSlaHandler } from "@/app/api/v1/tests/remediation-sla/route";
import { POST as createTestHandler, GET as listTestsHandler } from "@/app/api/v1/tests/route";
import { accountEvents } from "@/db/events";
import { testResults } from "@/db/integrations";
import { getDb } from "@/lib/db/client";
import { createAccount, createApiKeyFor, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { INTEGRATION_PROVIDERS, SYNC_OUTCOME_LABELS, syncOutcome } from "@/lib/vocabulary";

const DAY = 86_400_000;

async function connect(a: TestAccount, body: Record<string, unknown>) {
  const res = await call(createIntegrationHandler, { path: "/api/v1/integrations", token: a.token, body });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id as string;
}

const push = (id: string, auth: { token?: string; apiKey?: string }, body: unknown) =>
  call(pushHandler, { path: `/api/v1/integrations/${id}/resources`, params: { id }, body, ...auth });

const host = (overrides: Record<string, unknown> = {}) => ({
  hostname: "alice-mbp",
  os: "darwin",
  osVersion: "macOS 15.1",
  agentVersion: "1.0.0",
  reportedAt: new Date().toISOString(),
  diskEncrypted: true,
  diskEncryptionMethod: "FileVault",
  firewallEnabled: false,
  screenLockEnabled: true,
  screenLockTimeoutSeconds: 300,
  pendingUpdates: 0,
  pendingSecurityUpdates: 0,
  updatesCheckedAt: new Date().toISOString(),
  notes: [],
  ...overrides,
});

const test = (a: TestAccount, id: string) => call(getTestHandler, { path: `/api/v1/tests/${id}`, token: a.token, params: { id } });

describe("providers", () => {
  it("lists every provider with the JSON Schema of its settings and its tests", async () => {
    const a = await createAccount();
    const res = await call(listProvidersHandler, { path: "/api/v1/integrations/providers", token: a.token });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((p: { id: string }) => p.id);
    expect(ids).toEqual([...INTEGRATION_PROVIDERS]);
    const github = res.body.data[0];
    expect(github.configSchema).toMatchObject({ type: "object", properties: { organization: { type: "string" } } });
    expect(github.credentialSchema.properties.token).toBeDefined();
    expect(github.tests.length).toBeGreaterThanOrEqual(9);
    expect(res.body.data.find((p: { id: string }) => p.id === "agent").mode).toBe("push");
  });
});

describe("a test's status says what it found", () => {
  it("all resources not applicable reads not applicable, all excluded reads excluded; not run only before any resource", async () => {
    const a = await createAccount();
    const key = await createApiKeyFor(a, "agent key", "full");
    const integrationId = await connect(a, { provider: "agent", name: "Servers" });
    expect((await test(a, "agent.host.screen_lock")).body.data).toMatchObject({ status: "not_run" });

    // A Linux server without a display: the screen-lock test meets it, and it is not applicable.
    const server = host({
      hostname: "db-1",
      os: "linux",
      osVersion: "Debian 12",
      screenLockEnabled: null,
      screenLockTimeoutSeconds: null,
      firewallEnabled: true,
    });
    const res = await push(integrationId, { apiKey: key }, { resources: [{ type: "agent.host", externalId: "db-1", name: "db-1", attributes: server }] });
    expect(res.status, res.text).toBe(200);
    const lock = await test(a, "agent.host.screen_lock");
    expect(lock.body.data).toMatchObject({ status: "not_applicable", counts: { passing: 0, failing: 0, errors: 0, notApplicable: 1 } });
    const listed = await call(listTestsHandler, { path: "/api/v1/tests?status=not_applicable", token: a.token });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.map((t: { id: string }) => t.id)).toEqual(["agent.host.screen_lock"]);

    // Its one resource excluded from the disk-encryption test: that test found nothing to judge, and says so.
    const [resource] = (
      await call(listResourcesHandler, { path: `/api/v1/integrations/${integrationId}/resources`, token: a.token, params: { id: integrationId } })
    ).body.data as { id: string }[];
    const excluded = await call(createExclusionHandler, {
      path: "/api/v1/tests/agent.host.disk_encrypted/exclusions",
      token: a.token,
      params: { id: "agent.host.disk_encrypted" },
      body: { resourceId: resource.id, reason: "Decommissioned next week.", expiresAt: new Date(Date.now() + 30 * DAY).toISOString() },
    });
    expect(excluded.status, excluded.text).toBe(201);
    expect((await test(a, "agent.host.disk_encrypted")).body.data).toMatchObject({ status: "excluded", counts: { excluded: 1 } });
  });
});

describe("a sync that evaluated nothing", () => {
  it("is not shown as a success: the integration reads not_evaluated, the sync's outcome nothing evaluated", async () => {
    const a = await createAccount();
    const id = await connect(a, { provider: "custom", name: "Vendor portal", config: { resourceTypes: [{ type: "vendor", name: "Vendor" }] } });
    const created = await call(createTestHandler, {
      path: "/api/v1/tests",
      token: a.token,
      body: { key: "vendor_dpa", title: "Vendor has a DPA", resourceType: "custom.vendor", expression: "attributes.dpa == true", severity: "low" },
    });
    expect(created.status, created.text).toBe(201);
    // The attribute the test reads is missing: it cannot evaluate, on the one resource there is.
    const res = await push(id, { token: a.token }, { resources: [{ type: "custom.vendor", externalId: "v1", name: "Acme", attributes: {} }] });
    expect(res.status, res.text).toBe(200);
    const sync = res.body.data.sync;
    expect(sync).toMatchObject({ status: "succeeded", passing: 0, failing: 0, errors: 1 });
    expect(syncOutcome(sync)).toBe("nothing_evaluated");
    expect(SYNC_OUTCOME_LABELS[syncOutcome(sync)]).toBe("Nothing evaluated");
    const integration = await call(getIntegrationHandler, { path: `/api/v1/integrations/${id}`, token: a.token, params: { id } });
    expect(integration.status, integration.text).toBe(200);
    expect(integration.body.data.status).toBe("not_evaluated");

    // Once it can evaluate, the same integration is healthy again.
    const fixed = await push(id, { token: a.token }, { resources: [{ type: "custom.vendor", externalId: "v1", name: "Acme", attributes: { dpa: true } }] });
    expect(syncOutcome(fixed.body.data.sync)).toBe("succeeded");
    expect((await call(getIntegrationHandler, { path: `/api/v1/integrations/${id}`, token: a.token, params: { id } })).body.data.status).toBe("healthy");
  });
});

describe("the device agent pushes hosts over the API with an API key", () => {
  let a: TestAccount;
  let key: string;
  let integrationId: string;

  beforeAll(async () => {
    a = await createAccount();
    key = await createApiKeyFor(a, "agent key", "full");
    integrationId = await connect(a, { provider: "agent", name: "Laptops" });
  });

  it("stores the host, evaluates its four tests at once and raises the failing one", async () => {
    const res = await push(
      integrationId,
      { apiKey: key },
      { resources: [{ type: "agent.host", externalId: "machine-1", name: "alice-mbp", attributes: host() }] },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.resources).toEqual([{ id: expect.any(String), type: "agent.host", externalId: "machine-1", created: true }]);
    expect(res.body.data.sync).toMatchObject({ trigger: "push", status: "succeeded", resourcesSeen: 1, passing: 3, failing: 1, snapshot: null });
    const firewall = await test(a, "agent.host.firewall_enabled");
    expect(firewall.body.data).toMatchObject({ status: "failing", severity: "medium", counts: { failing: 1 } });
    const alerts = await call(listAlertsHandler, { path: "/api/v1/monitoring/alerts?state=open", token: a.token });
    expect(alerts.body.data.map((x: { testId: string }) => x.testId)).toEqual(["agent.host.firewall_enabled"]);
    const [logged] = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, a.accountId), eq(accountEvents.action, "integration.resources_pushed")));
    expect(logged).toMatchObject({ actorType: "api_key" });
  });

  it("answers every bad resource at once and stores nothing", async () => {
    const res = await push(
      integrationId,
      { apiKey: key },
      {
        resources: [
          { type: "agent.host", externalId: "m-2", name: "bob", attributes: host({ diskEncrypted: "yes", extra: 1 }) },
          { type: "custom.thing", externalId: "m-3", name: "x", attributes: {} },
          { type: "agent.host", externalId: "m-2", name: "bob again", attributes: host() },
        ],
      },
    );
    expect(res.status).toBe(400);
    const paths = res.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(["resources.0.attributes.diskEncrypted", "resources.0.attributes", "resources.1.type", "resources.2.externalId"]),
    );
    const listed = await call(listResourcesHandler, { path: `/api/v1/integrations/${integrationId}/resources`, token: a.token, params: { id: integrationId } });
    expect(listed.body.data.map((r: { externalId: string }) => r.externalId)).toEqual(["machine-1"]);
  });

  it("a fixed firewall resolves the alert; `complete` marks hosts that were not reported gone", async () => {
    const res = await push(
      integrationId,
      { apiKey: key },
      {
        complete: true,
        resources: [
          { type: "agent.host", externalId: "machine-9", name: "carol-xps", attributes: host({ hostname: "carol-xps", os: "linux", firewallEnabled: true }) },
        ],
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.sync).toMatchObject({ resourcesGone: 1, failing: 0 });
    const gone = await call(listResourcesHandler, {
      path: `/api/v1/integrations/${integrationId}/resources?gone=true`,
      token: a.token,
      params: { id: integrationId },
    });
    expect(gone.body.data.map((r: { externalId: string }) => r.externalId)).toEqual(["machine-1"]);
    const alerts = await call(listAlertsHandler, { path: "/api/v1/monitoring/alerts", token: a.token });
    expect(alerts.body.data.find((x: { testId: string }) => x.testId === "agent.host.firewall_enabled").state).toBe("resolved");
  });

  it("refuses pushes to a pulling integration, from another account, and without credentials", async () => {
    const github = await connect(a, { provider: "github", name: "acme", config: { organization: "acme" }, credentials: { token: "t" } });
    expect((await push(github, { apiKey: key }, { resources: [{ type: "agent.host", externalId: "x", name: "x", attributes: host() }] })).status).toBe(409);
    const b = await createAccount();
    const otherKey = await createApiKeyFor(b, "other key", "full");
    expect(
      (await push(integrationId, { apiKey: otherKey }, { resources: [{ type: "agent.host", externalId: "x", name: "x", attributes: host() }] })).status,
    ).toBe(404);
    expect((await push(integrationId, {}, { resources: [{ type: "agent.host", externalId: "x", name: "x", attributes: host() }] })).status).toBe(401);
  });

  it("a scheduled re-evaluation of a push integration writes a snapshot of what it holds", async () => {
    const res = await call(syncHandler, { path: `/api/v1/integrations/${integrationId}/sync`, method: "POST", token: a.token, params: { id: integrationId } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "succeeded", resourcesSeen: 1, snapshot: { version: 1 } });
  });
});

describe("custom tests (CEL) over custom resources", () => {
  let a: TestAccount;
  let integrationId: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    a = await createAccount();
    integrationId = await connect(a, { provider: "custom", name: "Payroll SaaS", config: { resourceTypes: [{ type: "saas_user", name: "SaaS user" }] } });
    const res = await push(
      integrationId,
      { token: a.token },
      {
        resources: [
          { type: "custom.saas_user", externalId: "u1", name: "alice@example.com", attributes: { mfa: true, role: "admin" } },
          { type: "custom.saas_user", externalId: "u2", name: "bob@example.com", attributes: { mfa: false, role: "member" } },
          { type: "custom.saas_user", externalId: "u3", name: "svc-backup", attributes: { role: "service" } },
        ],
      },
    );
    expect(res.status, res.text).toBe(200);
    ids = Object.fromEntries(res.body.data.resources.map((r: { externalId: string; id: string }) => [r.externalId, r.id]));
  });

  it("refuses an invalid expression or an unknown control with the path of the problem", async () => {
    const bad = await call(createTestHandler, {
      path: "/api/v1/tests",
      token: a.token,
      body: { key: "bad", title: "Bad", resourceType: "custom.saas_user", expression: "attributes.mfa ==", severity: "low" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]).toMatchObject({ path: "expression", message: expect.stringContaining("Not a valid CEL expression") });
    const control = await call(createTestHandler, {
      path: "/api/v1/tests",
      token: a.token,
      body: {
        key: "c",
        title: "C",
        resourceType: "custom.saas_user",
        expression: "true",
        severity: "low",
        controls: [{ framework: "soc2", controlId: "CC99.9" }],
      },
    });
    expect(control.status).toBe(400);
    expect(control.body.error.details[0].path).toBe("controls.0.controlId");
  });

  it("evaluates a new test at once: true passes, false fails, a missing key is an error, applies-when narrows it", async () => {
    const res = await call(createTestHandler, {
      path: "/api/v1/tests",
      token: a.token,
      body: {
        key: "saas_mfa",
        title: "SaaS users have MFA",
        resourceType: "custom.saas_user",
        expression: "attributes.mfa == true",
        appliesWhen: 'attributes.role != "service"',
        severity: "critical",
        controls: [{ framework: "soc2", controlId: "CC6.1" }],
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({
      id: "custom.saas_mfa",
      source: "custom",
      provider: null,
      status: "failing",
      counts: { passing: 1, failing: 1, notApplicable: 1 },
    });
    // Critical: seven days by default.
    expect(Date.parse(res.body.data.dueAt) - Date.parse(res.body.data.failingSince)).toBe(7 * DAY);
    const dup = await call(createTestHandler, {
      path: "/api/v1/tests",
      token: a.token,
      body: { key: "saas_mfa", title: "Again", resourceType: "custom.saas_user", expression: "true", severity: "low" },
    });
    expect(dup.status).toBe(409);
    const strict = await call(createTestHandler, {
      path: "/api/v1/tests",
      token: a.token,
      body: { key: "has_role_and_mfa", title: "Strict", resourceType: "custom.saas_user", expression: "attributes.mfa", severity: "low" },
    });
    expect(strict.body.data).toMatchObject({ status: "failing", counts: { errors: 1 } });
  });

  it("an exclusion with a reason and an expiry turns the failure into an exclusion, and revoking it brings it back", async () => {
    const past = await call(createExclusionHandler, {
      path: "/api/v1/tests/custom.saas_mfa/exclusions",
      token: a.token,
      params: { id: "custom.saas_mfa" },
      body: { resourceId: ids.u2, reason: "x", expiresAt: "2020-01-01T00:00:00Z" },
    });
    expect(past.status).toBe(400);
    const created = await call(createExclusionHandler, {
      path: "/api/v1/tests/custom.saas_mfa/exclusions",
      token: a.token,
      params: { id: "custom.saas_mfa" },
      body: { resourceId: ids.u2, reason: "Bob is on leave until March; account locked.", expiresAt: new Date(Date.now() + 60 * DAY).toISOString() },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ active: true, resourceName: "bob@example.com" });
    const twice = await call(createExclusionHandler, {
      path: "/api/v1/tests/custom.saas_mfa/exclusions",
      token: a.token,
      params: { id: "custom.saas_mfa" },
      body: { resourceId: ids.u2, reason: "again", expiresAt: new Date(Date.now() + DAY).toISOString() },
    });
    expect(twice.status).toBe(409);
    expect((await test(a, "custom.saas_mfa")).body.data).toMatchObject({ status: "passing", counts: { failing: 0, excluded: 1 } });
    const results = await call(testResultsHandler, { path: "/api/v1/tests/custom.saas_mfa/results", token: a.token, params: { id: "custom.saas_mfa" } });
    expect(results.body.data.find((r: { resourceId: string }) => r.resourceId === ids.u2).exclusion).toMatchObject({
      reason: expect.stringContaining("on leave"),
    });
    const revoked = await call(revokeExclusionHandler, {
      path: `/api/v1/tests/custom.saas_mfa/exclusions/${created.body.data.id}`,
      method: "DELETE",
      token: a.token,
      params: { id: "custom.saas_mfa", exclusionId: created.body.data.id },
    });
    expect(revoked.body.data).toMatchObject({ active: false, revokedAt: expect.any(String) });
    expect((await test(a, "custom.saas_mfa")).body.data.status).toBe("failing");
    const listed = await call(listExclusionsHandler, {
      path: "/api/v1/tests/custom.saas_mfa/exclusions?active=false",
      token: a.token,
      params: { id: "custom.saas_mfa" },
    });
    expect(listed.body.data).toHaveLength(1);
  });

  it("edits and deletes a custom test; built-in tests cannot be edited", async () => {
    const edited = await call(updateTestHandler, {
      path: "/api/v1/tests/custom.saas_mfa",
      method: "PUT",
      token: a.token,
      params: { id: "custom.saas_mfa" },
      body: { expression: 'attributes.mfa == true || resource.name == "bob@example.com"' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ status: "passing", counts: { passing: 2, failing: 0 } });
    const builtin = await call(updateTestHandler, {
      path: "/api/v1/tests/github.repo.required_reviews",
      method: "PUT",
      token: a.token,
      params: { id: "github.repo.required_reviews" },
      body: { severity: "low" },
    });
    expect(builtin.status).toBe(409);
    const removed = await call(deleteTestHandler, {
      path: "/api/v1/tests/custom.saas_mfa",
      method: "DELETE",
      token: a.token,
      params: { id: "custom.saas_mfa" },
    });
    expect(removed.status).toBe(200);
    expect((await test(a, "custom.saas_mfa")).status).toBe(404);
    expect(await getDb().select().from(testResults).where(eq(testResults.testId, "custom.saas_mfa"))).toEqual([]);
  });

  it("another account neither sees nor evaluates this account's custom tests", async () => {
    const b = await createAccount();
    expect((await test(b, "custom.has_role_and_mfa")).status).toBe(404);
    const listed = await call(listTestsHandler, { path: "/api/v1/tests", token: b.token });
    expect(listed.body.data.filter((t: { source: string }) => t.source === "custom")).toEqual([]);
  });
});

describe("the remediation SLA", () => {
  it("defaults by severity and applies the account's own days to resources that start failing", async () => {
    const a = await createAccount();
    const sla = await call(getSlaHandler, { path: "/api/v1/tests/remediation-sla", token: a.token });
    expect(sla.body.data).toEqual({ critical: 7, high: 30, medium: 90, low: 180 });
    const set = await call(putSlaHandler, { path: "/api/v1/tests/remediation-sla", method: "PUT", token: a.token, body: { medium: 14 } });
    expect(set.body.data).toEqual({ critical: 7, high: 30, medium: 14, low: 180 });
    expect((await call(putSlaHandler, { path: "/api/v1/tests/remediation-sla", method: "PUT", token: a.token, body: { low: 0 } })).status).toBe(400);
    const id = await connect(a, { provider: "agent", name: "Laptops" });
    await push(id, { token: a.token }, { resources: [{ type: "agent.host", externalId: "m", name: "m", attributes: host() }] });
    const firewall = await test(a, "agent.host.firewall_enabled");
    expect(Date.parse(firewall.body.data.dueAt) - Date.parse(firewall.body.data.failingSince)).toBe(14 * DAY);
  });
});

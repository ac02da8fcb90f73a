import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getEvidenceFile } from "@/app/api/v1/evidence/files/[id]/route";
import { GET as getIntegrationHandler, PUT as updateIntegrationHandler } from "@/app/api/v1/integrations/[id]/route";
import { GET as listResourcesHandler } from "@/app/api/v1/integrations/[id]/resources/route";
import { POST as syncHandler } from "@/app/api/v1/integrations/[id]/sync/route";
import { GET as listSyncsHandler } from "@/app/api/v1/integrations/[id]/syncs/route";
import { POST as createIntegrationHandler } from "@/app/api/v1/integrations/route";
import { GET as listAlertsHandler } from "@/app/api/v1/monitoring/alerts/route";
import { POST as createWebhookHandler } from "@/app/api/v1/monitoring/webhooks/route";
import { GET as testChangesHandler } from "@/app/api/v1/tests/[id]/changes/route";
import { GET as testHistoryHandler } from "@/app/api/v1/tests/[id]/history/route";
import { GET as testResultsHandler } from "@/app/api/v1/tests/[id]/results/route";
import { GET as getTestHandler } from "@/app/api/v1/tests/[id]/route";
import { GET as listTestsHandler } from "@/app/api/v1/tests/route";
import { accountEvents } from "@/db/events";
import { evidenceItems } from "@/db/evidence";
import { monitoringDeliveries } from "@/db/monitoring";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { startFakeGitHub, type FakeGitHub } from "../../fakes/github/server";

// The fake listens on 127.0.0.1: the operator's setting that lets integrations reach private addresses.
process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS = "true";
process.env.ALLOW_PRIVATE_WEBHOOK_URLS = "true";

let github: FakeGitHub;
/** What the fake organization looks like now; tests change it between syncs. */
const state = { unprotected: new Set<number>([1]), criticalAlerts: new Map<number, number>(), repos: 3 };

beforeAll(async () => {
  github = await startFakeGitHub({
    repos: 4,
    members: 3,
    repo: (i) => ({
      protection: state.unprotected.has(i) ? null : { requiredReviews: 1, allowForcePushes: false, enforceAdmins: true },
      criticalAlerts: state.criticalAlerts.get(i) ?? 0,
      // Index 3 stands for a repository that was deleted until the test makes it exist.
      archived: false,
    }),
  });
});
afterAll(() => github?.close());

async function connect(a: TestAccount, overrides: Record<string, unknown> = {}) {
  const res = await call(createIntegrationHandler, {
    path: "/api/v1/integrations",
    token: a.token,
    body: { provider: "github", name: "acme", config: { organization: "acme", baseUrl: github.url }, credentials: { token: github.token }, ...overrides },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; credentialFields: string[] };
}

const sync = (a: TestAccount, id: string) => call(syncHandler, { path: `/api/v1/integrations/${id}/sync`, method: "POST", token: a.token, params: { id } });
const getTest = (a: TestAccount, id: string) => call(getTestHandler, { path: `/api/v1/tests/${id}`, token: a.token, params: { id } });

describe("a GitHub integration synced against the fake GitHub", () => {
  let a: TestAccount;
  let integrationId: string;
  let firstSync: any;

  beforeAll(async () => {
    a = await createAccount();
    const hook = await call(createWebhookHandler, {
      path: "/api/v1/monitoring/webhooks",
      token: a.token,
      body: { url: "http://127.0.0.1:9/hook", events: ["integration.synced", "test.failing"] },
    });
    expect(hook.status, hook.text).toBe(201);
    integrationId = (await connect(a)).id;
    const res = await sync(a, integrationId);
    expect(res.status, res.text).toBe(200);
    firstSync = res.body.data;
  });

  it("never answers the credentials, only which fields are set", async () => {
    const res = await call(getIntegrationHandler, { path: `/api/v1/integrations/${integrationId}`, token: a.token, params: { id: integrationId } });
    expect(res.status).toBe(200);
    expect(res.body.data.credentialFields).toEqual(["token"]);
    expect(res.text).not.toContain(github.token);
    expect(res.body.data.status).toBe("failing_tests");
    expect(res.body.data.resourceCount).toBe(1 + 3 + 4);
  });

  it("stores the sync with its counts and a hashed snapshot as versioned evidence", async () => {
    expect(firstSync).toMatchObject({ status: "succeeded", trigger: "manual", resourcesSeen: 8, resourcesNew: 8, resourcesGone: 0, error: null });
    expect(firstSync.failing).toBeGreaterThan(0);
    const { snapshot } = firstSync;
    expect(snapshot.version).toBe(1);
    const file = await call(getEvidenceFile, { path: `/api/v1/evidence/files/${snapshot.fileId}`, token: a.token, params: { id: snapshot.fileId } });
    expect(file.status).toBe(200);
    expect(createHash("sha256").update(file.text).digest("hex")).toBe(snapshot.sha256);
    const doc = JSON.parse(file.text);
    expect(doc.format).toBe("compliance-platform/integration-snapshot@1");
    expect(doc.resources).toHaveLength(8);
    const repo1 = doc.resources.find((r: { name: string }) => r.name === "acme/repo-0001");
    expect(repo1.results["github.repo.default_branch_protected"].outcome).toBe("failing");
    expect(doc.summary.failing).toBe(firstSync.failing);
    const [item] = await getDb().select().from(evidenceItems).where(eq(evidenceItems.id, snapshot.evidenceId));
    expect(item.source).toBe("integration");
  });

  it("lists resources with their results and the test failing first with its due date", async () => {
    const res = await call(listResourcesHandler, {
      path: `/api/v1/integrations/${integrationId}/resources?type=github.repository`,
      token: a.token,
      params: { id: integrationId },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual(["acme/repo-0000", "acme/repo-0001", "acme/repo-0002", "acme/repo-0003"]);
    const tests = await call(listTestsHandler, { path: "/api/v1/tests", token: a.token });
    expect(tests.status).toBe(200);
    const first = tests.body.data[0];
    expect(first.status).toBe("failing");
    const protectedTest = tests.body.data.find((t: { id: string }) => t.id === "github.repo.default_branch_protected");
    expect(protectedTest).toMatchObject({ status: "failing", counts: { failing: 1, passing: 3 }, severity: "high" });
    expect(protectedTest.controls).toContainEqual({ framework: "soc2", controlId: "CC8.1" });
    // High severity: 30 days by default.
    expect(Date.parse(protectedTest.dueAt) - Date.parse(protectedTest.failingSince)).toBe(30 * 86_400_000);
    const results = await call(testResultsHandler, {
      path: "/api/v1/tests/github.repo.default_branch_protected/results",
      token: a.token,
      params: { id: "github.repo.default_branch_protected" },
    });
    expect(results.body.data[0]).toMatchObject({ resourceName: "acme/repo-0001", outcome: "failing", integrationName: "GitHub · acme", exclusion: null });
  });

  it("raises one test.failing alert per failing test and queues its webhook", async () => {
    const res = await call(listAlertsHandler, { path: `/api/v1/monitoring/alerts?state=open`, token: a.token });
    const alerts = res.body.data.filter((x: { integrationId: string | null }) => x.integrationId === integrationId);
    const protectedAlert = alerts.find((x: { testId: string }) => x.testId === "github.repo.default_branch_protected");
    expect(protectedAlert).toMatchObject({ type: "test.failing", severity: "critical", scheduleId: null, state: "open", syncId: firstSync.id });
    expect(protectedAlert.title).toContain("failing on 1 resource of GitHub · acme");
    const deliveries = await getDb().select().from(monitoringDeliveries).where(eq(monitoringDeliveries.accountId, a.accountId));
    expect(deliveries.map((d) => d.eventType).sort()).toEqual(expect.arrayContaining(["integration.synced", "test.failing"]));
    const synced = JSON.parse(deliveries.find((d) => d.eventType === "integration.synced")!.payload);
    expect(synced.data).toMatchObject({ alert: null, result: null, sync: { id: firstSync.id } });
  });

  it("a fixed repository passes at the next sync: the alert resolves, the history shows both syncs and the change", async () => {
    state.unprotected.clear();
    const res = await sync(a, integrationId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "succeeded", resourcesNew: 0, snapshot: { version: 2 } });
    const test = await getTest(a, "github.repo.default_branch_protected");
    expect(test.body.data).toMatchObject({ status: "passing", counts: { failing: 0, passing: 4 }, dueAt: null });
    const alerts = await call(listAlertsHandler, { path: `/api/v1/monitoring/alerts`, token: a.token });
    const alert = alerts.body.data.find((x: { testId: string | null }) => x.testId === "github.repo.default_branch_protected");
    expect(alert).toMatchObject({ state: "resolved" });
    const history = await call(testHistoryHandler, {
      path: "/api/v1/tests/github.repo.default_branch_protected/history",
      token: a.token,
      params: { id: "github.repo.default_branch_protected" },
    });
    expect(history.body.data.map((h: { failing: number }) => h.failing)).toEqual([0, 1]);
    const changes = await call(testChangesHandler, {
      path: "/api/v1/tests/github.repo.default_branch_protected/changes",
      token: a.token,
      params: { id: "github.repo.default_branch_protected" },
    });
    expect(changes.body.data[0]).toMatchObject({ resourceName: "acme/repo-0001", fromOutcome: "failing", toOutcome: "passing" });
  });

  it("a repository deleted in GitHub is marked gone at the next sync, keeps its history and stops counting", async () => {
    github.org.repoCount = 3;
    try {
      const res = await sync(a, integrationId);
      expect(res.body.data).toMatchObject({ status: "succeeded", resourcesGone: 1, resourcesSeen: 7 });
      const gone = await call(listResourcesHandler, {
        path: `/api/v1/integrations/${integrationId}/resources?gone=true`,
        token: a.token,
        params: { id: integrationId },
      });
      expect(gone.body.data.map((r: { name: string }) => r.name)).toEqual(["acme/repo-0003"]);
      expect(gone.body.data[0].goneAt).not.toBeNull();
      const test = await getTest(a, "github.repo.default_branch_protected");
      expect(test.body.data.counts.passing).toBe(3);
      // Unchanged resources were not rewritten, yet show that the last sync saw them.
      const current = await call(listResourcesHandler, {
        path: `/api/v1/integrations/${integrationId}/resources?type=github.repository`,
        token: a.token,
        params: { id: integrationId },
      });
      expect(current.body.data[0].lastSeenAt).toBe(res.body.data.completedAt);
    } finally {
      github.org.repoCount = 4;
    }
  });

  it("a bad token fails the sync in words, raises integration.sync_failed, and the next good sync clears it", async () => {
    const bad = await connect(a, { name: "acme (bad token)", credentials: { token: "ghp_wrong" } });
    const res = await sync(a, bad.id);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("failed");
    expect(res.body.data.error).toMatch(/token|credential|401/i);
    const alerts = await call(listAlertsHandler, { path: `/api/v1/monitoring/alerts?state=open`, token: a.token });
    expect(alerts.body.data.find((x: { integrationId: string | null }) => x.integrationId === bad.id)).toMatchObject({
      type: "integration.sync_failed",
      severity: "critical",
    });
    const syncs = await call(listSyncsHandler, { path: `/api/v1/integrations/${bad.id}/syncs`, token: a.token, params: { id: bad.id } });
    expect(syncs.body.data).toHaveLength(1);
    const failedEvents = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, a.accountId), eq(accountEvents.action, "integration.sync_failed")));
    expect(failedEvents).toHaveLength(1);

    const fixed = await call(updateIntegrationHandler, {
      path: `/api/v1/integrations/${bad.id}`,
      method: "PUT",
      token: a.token,
      params: { id: bad.id },
      body: { credentials: { token: github.token } },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.nextSyncAt).not.toBeNull();
    expect((await sync(a, bad.id)).body.data.status).toBe("succeeded");
    const after = await call(listAlertsHandler, { path: `/api/v1/monitoring/alerts`, token: a.token });
    expect(
      after.body.data.find((x: { integrationId: string | null; type: string }) => x.integrationId === bad.id && x.type === "integration.sync_failed").state,
    ).toBe("resolved");
  });

  it("keeps other accounts out", async () => {
    const b = await createAccount();
    const res = await call(getIntegrationHandler, { path: `/api/v1/integrations/${integrationId}`, token: b.token, params: { id: integrationId } });
    expect(res.status).toBe(404);
    expect((await sync(b, integrationId)).status).toBe(404);
    const tests = await call(testResultsHandler, {
      path: "/api/v1/tests/github.repo.default_branch_protected/results",
      token: b.token,
      params: { id: "github.repo.default_branch_protected" },
    });
    expect(tests.body.data).toEqual([]);
  });

  it("leaves no temporary snapshot files behind", async () => {
    const dir = path.join(config.uploadDir, a.accountId);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith(".snapshot-"))).toEqual([]);
  });
});

describe("the private-address rule", () => {
  it("refuses a GitHub Enterprise URL on a loopback address unless the operator allows it", async () => {
    const a = await createAccount();
    const { id } = await connect(a);
    process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS = "false";
    try {
      const res = await sync(a, id);
      expect(res.body.data.status).toBe("failed");
      expect(res.body.data.error).toMatch(/https|non-public|loopback/);
    } finally {
      process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS = "true";
      process.env.ALLOW_PRIVATE_WEBHOOK_URLS = "true";
    }
  });
});

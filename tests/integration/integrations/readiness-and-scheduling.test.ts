import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteIntegrationHandler } from "@/app/api/v1/integrations/[id]/route";
import { POST as pushHandler } from "@/app/api/v1/integrations/[id]/resources/route";
import { POST as createIntegrationHandler } from "@/app/api/v1/integrations/route";
import { GET as listTestsHandler } from "@/app/api/v1/tests/route";
import { integrations, integrationSyncs } from "@/db/integrations";
import { getDb } from "@/lib/db/client";
import { claimDueIntegrations, directSteps, runSync } from "@/lib/integrations";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { createSchedule, noPractices, profile, runNow } from "../monitoring/helpers";

async function agentIntegration(a: TestAccount, name = "Laptops") {
  const res = await call(createIntegrationHandler, { path: "/api/v1/integrations", token: a.token, body: { provider: "agent", name } });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id as string;
}

const report = (diskEncrypted: boolean) => ({
  hostname: "h",
  os: "linux",
  osVersion: "Debian 13",
  agentVersion: "1.0.0",
  reportedAt: new Date().toISOString(),
  diskEncrypted,
  diskEncryptionMethod: diskEncrypted ? "LUKS" : null,
  firewallEnabled: true,
  screenLockEnabled: null,
  screenLockTimeoutSeconds: null,
  pendingUpdates: 0,
  pendingSecurityUpdates: 0,
  updatesCheckedAt: new Date().toISOString(),
  notes: [],
});

async function pushHost(a: TestAccount, id: string, diskEncrypted: boolean) {
  const res = await call(pushHandler, {
    path: `/api/v1/integrations/${id}/resources`,
    token: a.token,
    params: { id },
    body: { resources: [{ type: "agent.host", externalId: "host-1", name: "build-server", attributes: report(diskEncrypted) }] },
  });
  expect(res.status, res.text).toBe(200);
}

describe("automated tests in the readiness model", () => {
  it("a passing test meets the controls it evidences; a failing one keeps them from being met, with the test named", async () => {
    const a = await createAccount();
    const id = await agentIntegration(a);
    await pushHost(a, id, true);
    const schedule = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(noPractices) });
    const passed = await runNow(a, schedule.id);
    expect(passed.status).toBe(200);
    const endpoint = passed.body.data.controls.find((c: { controlId: string }) => c.controlId === "CC6.8");
    expect(endpoint.readiness).toBe("met");
    expect(endpoint.sources).toContainEqual(expect.objectContaining({ type: "test", title: "Disk encryption is on (Device agent · Laptops)", counts: true }));

    await pushHost(a, id, false);
    const failed = await runNow(a, schedule.id);
    const after = failed.body.data.controls.find((c: { controlId: string }) => c.controlId === "CC6.8");
    expect(after.readiness).not.toBe("met");
    expect(after.reason).toContain('"Disk encryption is on (Device agent · Laptops)" fails');

    // A deleted integration's tests no longer count.
    await call(deleteIntegrationHandler, { path: `/api/v1/integrations/${id}`, method: "DELETE", token: a.token, params: { id } });
    const gone = await runNow(a, schedule.id);
    const without = gone.body.data.controls.find((c: { controlId: string }) => c.controlId === "CC6.8");
    expect(without.sources.filter((s: { type: string }) => s.type === "test")).toEqual([]);
  });

  it("lists the tests that evidence one control", async () => {
    const a = await createAccount();
    await pushHost(a, await agentIntegration(a), true);
    const res = await call(listTestsHandler, { path: "/api/v1/tests?framework=iso27001&control=A.8.24", token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((t: { id: string }) => t.id)).toEqual(["agent.host.disk_encrypted"]);
  });
});

describe("scheduled syncs", () => {
  it("are claimed fairly across accounts, once each, and move to their next turn", async () => {
    const db = getDb();
    const busy = await createAccount();
    const quiet = await createAccount();
    const busyIds = [await agentIntegration(busy, "one"), await agentIntegration(busy, "two"), await agentIntegration(busy, "three")];
    const quietId = await agentIntegration(quiet);
    const now = new Date(Date.now() + 1_000);
    const first = await claimDueIntegrations(db, now, 100, 1);
    const mine = first.filter((r) => [...busyIds, quietId].includes(r.integrationId));
    // One per account while each has one running: the quiet account is not queued behind the busy one.
    expect(mine.map((r) => r.accountId).sort()).toEqual([busy.accountId, quiet.accountId].sort());
    expect(await claimDueIntegrations(db, now, 100, 1).then((more) => more.filter((r) => [...busyIds, quietId].includes(r.integrationId)))).toEqual([]);

    const claimed = mine.find((r) => r.accountId === busy.accountId)!;
    const outcome = await runSync(directSteps, { db, clock: () => now }, claimed);
    expect(outcome.sync).toMatchObject({ status: "succeeded", trigger: "scheduled" });
    const [row] = await db.select().from(integrations).where(eq(integrations.id, claimed.integrationId));
    expect(row.claimId).toBeNull();
    expect(row.nextSyncAt!.getTime() - now.getTime()).toBe(86_400_000);
    // Its slot is free again: the busy account's next integration can be claimed.
    const next = (await claimDueIntegrations(db, now, 100, 1)).filter((r) => busyIds.includes(r.integrationId));
    expect(next).toHaveLength(1);
    expect(next[0].integrationId).not.toBe(claimed.integrationId);
  });

  it("a scheduled sync whose claim was taken over does nothing; an abandoned running sync is closed as failed", async () => {
    const db = getDb();
    const a = await createAccount();
    const id = await agentIntegration(a);
    const stale = await runSync(
      directSteps,
      { db, clock: () => new Date() },
      { integrationId: id, syncId: randomUUID(), trigger: "scheduled", claimId: randomUUID() },
    );
    expect(stale.sync).toBeNull();
    const abandoned = randomUUID();
    await db.insert(integrationSyncs).values({
      id: abandoned,
      accountId: a.accountId,
      integrationId: id,
      trigger: "manual",
      status: "running",
      startedAt: new Date(Date.now() - 3_600_000),
      heartbeatAt: new Date(Date.now() - 3_600_000),
    });
    const fresh = await runSync(directSteps, { db, clock: () => new Date() }, { integrationId: id, syncId: randomUUID(), trigger: "manual", claimId: null });
    expect(fresh.sync!.status).toBe("succeeded");
    const [closed] = await db.select().from(integrationSyncs).where(eq(integrationSyncs.id, abandoned));
    expect(closed).toMatchObject({ status: "failed", error: expect.stringContaining("stopped without finishing") });
  });
});

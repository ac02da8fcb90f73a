import { InngestTestEngine } from "@inngest/test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as pushHandler } from "@/app/api/v1/integrations/[id]/resources/route";
import { POST as syncHandler } from "@/app/api/v1/integrations/[id]/sync/route";
import { POST as createIntegrationHandler } from "@/app/api/v1/integrations/route";
import { integrations, integrationSyncs } from "@/db/integrations";
import { dueIntegrationsCron, syncIntegrationFunction } from "@/lib/background/inngest-integration-functions";
import { getDb } from "@/lib/db/client";
import { inngest, INTEGRATION_EVENTS } from "@/lib/inngest/client";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";

async function customIntegration(a: TestAccount) {
  const res = await call(createIntegrationHandler, {
    path: "/api/v1/integrations",
    token: a.token,
    body: { provider: "custom", name: "SaaS", config: { resourceTypes: [{ type: "user", name: "User" }] } },
  });
  expect(res.status, res.text).toBe(201);
  const id = res.body.data.id as string;
  const pushed = await call(pushHandler, {
    path: `/api/v1/integrations/${id}/resources`,
    token: a.token,
    params: { id },
    body: { resources: [{ type: "custom.user", externalId: "1", name: "ann", attributes: { mfa: true } }] },
  });
  expect(pushed.status).toBe(200);
  return id;
}

describe("integrations-due-syncs (cron)", () => {
  it("claims due integrations and fans out one sync event each, carrying the account for fairness", async () => {
    const a = await createAccount();
    const id = await customIntegration(a);
    const t = new InngestTestEngine({ function: dueIntegrationsCron, steps: [{ id: "fan-out-0", handler: () => ({ ids: ["e1"] }) }] });
    const { result, ctx } = await t.execute();
    expect((result as { scheduled: number }).scheduled).toBeGreaterThanOrEqual(1);
    const events = (ctx.step.sendEvent as any).mock.calls[0][1] as {
      name: string;
      data: { integrationId: string; accountId: string; claimId: string; trigger: string };
    }[];
    const mine = events.find((e) => e.data.integrationId === id)!;
    expect(mine).toMatchObject({ name: INTEGRATION_EVENTS.syncRequested, data: { accountId: a.accountId, trigger: "scheduled", claimId: expect.any(String) } });
    const again = await new InngestTestEngine({ function: dueIntegrationsCron }).execute();
    expect(again.result).toEqual({ scheduled: 0 });

    // The sync function runs the claimed sync in steps, and a replayed event finds the claim spent.
    const run = await new InngestTestEngine({
      function: syncIntegrationFunction,
      events: [{ name: INTEGRATION_EVENTS.syncRequested, data: mine.data }],
    }).execute();
    expect(run.result).toMatchObject({ status: "succeeded" });
    const stepIds = (run.ctx.step.run as any).mock.calls.map((c: unknown[]) => c[0]);
    expect(stepIds).toEqual(["start", "collect", "alert", "deliver"]);
    const replay = await new InngestTestEngine({
      function: syncIntegrationFunction,
      events: [{ name: INTEGRATION_EVENTS.syncRequested, data: mine.data }],
    }).execute();
    expect(replay.result).toMatchObject({ syncId: null, status: "skipped" });
    const [row] = await getDb().select().from(integrations).where(eq(integrations.id, id));
    expect(row.claimId).toBeNull();
  });

  it("is limited per account (event.data.accountId) and overall", () => {
    const opts = (syncIntegrationFunction as unknown as { opts: { concurrency: unknown } }).opts;
    expect(opts.concurrency).toEqual([{ key: "event.data.accountId", limit: 1 }, { limit: 4 }]);
  });
});

describe("POST /integrations/:id/sync with Inngest configured", () => {
  it("queues the sync (202) and the function stores it under the syncId", async () => {
    process.env.INNGEST_EVENT_KEY = "test-event-key";
    process.env.INNGEST_SIGNING_KEY = "signkey-test-0123456789abcdef0123456789abcdef";
    const send = vi.spyOn(inngest, "send").mockResolvedValue({ ids: ["evt"] } as never);
    try {
      const a = await createAccount();
      const id = await customIntegration(a);
      const res = await call(syncHandler, { path: `/api/v1/integrations/${id}/sync`, method: "POST", token: a.token, params: { id } });
      expect(res.status).toBe(202);
      expect(res.body.data).toEqual({ syncId: expect.any(String), status: "queued" });
      const event = send.mock.calls[0][0] as { name: string; data: Record<string, unknown> };
      expect(event).toMatchObject({
        name: INTEGRATION_EVENTS.syncRequested,
        data: { integrationId: id, accountId: a.accountId, syncId: res.body.data.syncId, trigger: "manual" },
      });
      const { result } = await new InngestTestEngine({ function: syncIntegrationFunction, events: [event as never] }).execute();
      expect(result).toMatchObject({ syncId: res.body.data.syncId, status: "succeeded" });
      const [sync] = await getDb().select().from(integrationSyncs).where(eq(integrationSyncs.id, res.body.data.syncId));
      expect(sync).toMatchObject({ status: "succeeded", trigger: "manual" });
    } finally {
      send.mockRestore();
      delete process.env.INNGEST_EVENT_KEY;
      delete process.env.INNGEST_SIGNING_KEY;
    }
  });
});

import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as usage } from "@/app/api/v1/billing/usage/route";
import { POST as trackUsage } from "@/app/api/v1/billing/track-usage/route";
import { usageIdempotencyKeys } from "@/db/usage";
import { getDb } from "@/lib/db/client";
import { consumeUsage, getUsage } from "@/lib/billing/internal/usage";
import { createAccount, setTier } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { eventsOf } from "./stripe-harness";

const TOKEN = "internal-test-token-0123456789abcdef";

const track = (body: unknown, token: string | null = TOKEN) =>
  call(trackUsage, { path: "/api/v1/billing/track-usage", method: "POST", body, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });

function monthBounds(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { start: start.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

beforeEach(() => {
  process.env.INTERNAL_API_TOKEN = TOKEN;
});
afterEach(() => {
  delete process.env.INTERNAL_API_TOKEN;
  delete process.env.USAGE_LIMITS;
});

describe("GET /api/v1/billing/usage", () => {
  it("reports the calendar month and the tier's limit before any usage", async () => {
    const a = await createAccount();
    const res = await call(usage, { path: "/api/v1/billing/usage", token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { period: monthBounds(), checksRun: 0, assessments: 0, policiesGenerated: 0, limit: 100 } });
    await setTier(a.accountId, "scale");
    expect((await call(usage, { path: "/api/v1/billing/usage", token: a.token })).body.data.limit).toBe(100_000);
    process.env.USAGE_LIMITS = '{"scale": 42}';
    expect((await call(usage, { path: "/api/v1/billing/usage", token: a.token })).body.data.limit).toBe(42);
  });

  it("needs a customer JWT", async () => {
    expect((await call(usage, { path: "/api/v1/billing/usage" })).status).toBe(401);
  });
});

describe("POST /api/v1/billing/track-usage", () => {
  it("counts per metric and shows up in the usage report", async () => {
    const a = await createAccount();
    const one = await track({ accountId: a.accountId, metric: "checksRun" });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ accountId: a.accountId, metric: "checksRun", quantity: 1, counted: true, usage: { checksRun: 1, limit: 100 } });
    await track({ accountId: a.accountId, metric: "assessments", quantity: 3 });
    await track({ accountId: a.accountId, metric: "policiesGenerated", quantity: 2 });
    const res = await call(usage, { path: "/api/v1/billing/usage", token: a.token });
    expect(res.body.data).toMatchObject({ checksRun: 1, assessments: 3, policiesGenerated: 2, limit: 100 });
    expect(await eventsOf(a.accountId, "billing.usage_tracked")).toHaveLength(3);
  });

  it("is disabled (403) without INTERNAL_API_TOKEN and needs the right token (401)", async () => {
    const a = await createAccount();
    delete process.env.INTERNAL_API_TOKEN;
    const off = await track({ accountId: a.accountId, metric: "checksRun" });
    expect(off.status).toBe(403);
    expect(off.body.error.code).toBe("forbidden");
    process.env.INTERNAL_API_TOKEN = TOKEN;
    expect((await track({ accountId: a.accountId, metric: "checksRun" }, "wrong-token")).status).toBe(401);
    expect((await track({ accountId: a.accountId, metric: "checksRun" }, null)).status).toBe(401);
    // A customer's own JWT is not the internal token either.
    const withJwt = await call(trackUsage, { path: "/api/v1/billing/track-usage", token: a.token, body: { accountId: a.accountId, metric: "checksRun" } });
    expect(withJwt.status).toBe(401);
    expect((await getUsage(getDb(), a.accountId, new Date())).checksRun).toBe(0);
  });

  it("validates the body and the account", async () => {
    const a = await createAccount();
    const bad = await track({ accountId: "nope", metric: "pagesViewed", quantity: 0, extra: true });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["", "accountId", "metric", "quantity"]);
    const unknown = await track({ accountId: "00000000-0000-4000-8000-000000000000", metric: "checksRun" });
    expect(unknown.status).toBe(404);
    const notJson = await call(trackUsage, {
      path: "/api/v1/billing/track-usage",
      body: "{",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
    });
    expect(notJson.body.error.code).toBe("invalid_json");
    expect((await getUsage(getDb(), a.accountId, new Date())).checksRun).toBe(0);
  });

  it("counts an idempotency key once, also under concurrent retries", async () => {
    const a = await createAccount();
    const body = { accountId: a.accountId, metric: "assessments", quantity: 2, idempotencyKey: "job-42" };
    const first = await track(body);
    const again = await track(body);
    expect(first.body.data.counted).toBe(true);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ counted: false, usage: { assessments: 2 } });

    const burst = await Promise.all(Array.from({ length: 10 }, () => track({ ...body, idempotencyKey: "job-43" })));
    expect(burst.every((r) => r.status === 200)).toBe(true);
    expect(burst.filter((r) => r.body.data.counted)).toHaveLength(1);
    expect((await getUsage(getDb(), a.accountId, new Date())).assessments).toBe(4);

    const conflict = await track({ ...body, quantity: 5 });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe("conflict");
    // Keys belong to one account: another account may use the same key.
    const b = await createAccount();
    expect((await track({ ...body, accountId: b.accountId })).body.data.counted).toBe(true);
  });

  it("a refused (402) request does not burn its idempotency key", async () => {
    const a = await createAccount();
    process.env.USAGE_LIMITS = '{"free": 2}';
    await track({ accountId: a.accountId, metric: "checksRun", quantity: 2 });
    const refused = await track({ accountId: a.accountId, metric: "checksRun", idempotencyKey: "k1" });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({ code: "usage_limit_exceeded", details: { limit: 2, used: 2 } });
    expect(await getDb().select().from(usageIdempotencyKeys).where(eq(usageIdempotencyKeys.accountId, a.accountId))).toHaveLength(0);
    process.env.USAGE_LIMITS = '{"free": 3}';
    expect((await track({ accountId: a.accountId, metric: "checksRun", idempotencyKey: "k1" })).body.data.counted).toBe(true);
  });
});

describe("the limit", () => {
  it("lets exactly `limit` of 20 concurrent metered requests through", async () => {
    const a = await createAccount();
    process.env.USAGE_LIMITS = '{"free": 7}';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => track({ accountId: a.accountId, metric: (["checksRun", "assessments", "policiesGenerated"] as const)[i % 3] })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 402)).toHaveLength(13);
    const u = await getUsage(getDb(), a.accountId, new Date());
    expect(u.checksRun + u.assessments + u.policiesGenerated).toBe(7);
  });

  it("consumeUsage counts atomically inside the caller's transaction and refuses past the limit", async () => {
    const a = await createAccount();
    process.env.USAGE_LIMITS = '{"free": 5}';
    const db = getDb();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => db.transaction((tx) => consumeUsage(tx, a.accountId, "policiesGenerated", 1, new Date()))),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(5);
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(rejected).toHaveLength(15);
    expect(rejected.every((o) => o.reason.code === "usage_limit_exceeded")).toBe(true);
    // A quantity that would cross the limit is refused whole.
    process.env.USAGE_LIMITS = '{"free": 7}';
    await expect(db.transaction((tx) => consumeUsage(tx, a.accountId, "checksRun", 3, new Date()))).rejects.toMatchObject({ details: { limit: 7, used: 5 } });
    await db.transaction((tx) => consumeUsage(tx, a.accountId, "checksRun", 2, new Date()));
    expect((await getUsage(db, a.accountId, new Date())).checksRun).toBe(2);
  });

  it("a rolled-back operation counts nothing", async () => {
    const a = await createAccount();
    await expect(
      getDb().transaction(async (tx) => {
        await consumeUsage(tx, a.accountId, "assessments", 1, new Date());
        throw new Error("the operation failed after counting");
      }),
    ).rejects.toThrow("the operation failed");
    expect((await getUsage(getDb(), a.accountId, new Date())).assessments).toBe(0);
  });
});

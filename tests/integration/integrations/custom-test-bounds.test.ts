/**
 * Issue 23: a custom test is user code. A hostile one (a nested comprehension over a pushed 1,000-item list, a
 * pattern that backtracks) must neither stall the server nor hold a database connection: it runs on a worker under
 * a deadline, stops with outcome `error` and the reason, and every other request is answered meanwhile.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as healthHandler } from "@/app/api/health/route";
import { POST as pushHandler } from "@/app/api/v1/integrations/[id]/resources/route";
import { POST as syncHandler } from "@/app/api/v1/integrations/[id]/sync/route";
import { POST as createIntegrationHandler } from "@/app/api/v1/integrations/route";
import { GET as testResultsHandler } from "@/app/api/v1/tests/[id]/results/route";
import { GET as getTestHandler } from "@/app/api/v1/tests/[id]/route";
import { POST as createTestHandler, GET as listTestsHandler } from "@/app/api/v1/tests/route";
import { closeCelWorkers } from "@/lib/integrations/internal/cel-sandbox";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { worstLag } from "../../helpers/event-loop-lag";

const HOSTILE = "attributes.l.all(a, attributes.l.all(b, attributes.l.all(c, a >= 0)))";
const LIST = Array.from({ length: 1_000 }, (_, i) => i);
const STOPPED = /^Stopped after \d+ ms: the expression is too costly for this resource/;

let a: TestAccount;
let integrationId: string;

const push = (resources: unknown[]) =>
  call(pushHandler, { path: `/api/v1/integrations/${integrationId}/resources`, params: { id: integrationId }, token: a.token, body: { resources } });
const createTest = (key: string, expression: string) =>
  call(createTestHandler, { path: "/api/v1/tests", token: a.token, body: { key, title: key, resourceType: "custom.thing", expression, severity: "low" } });
const results = async (id: string) =>
  (await call(testResultsHandler, { path: `/api/v1/tests/${id}/results`, token: a.token, params: { id } })).body.data as {
    resourceName: string;
    outcome: string;
    detail: string;
  }[];
const thing = (externalId: string, attributes: Record<string, unknown>) => ({ type: "custom.thing", externalId, name: externalId, attributes });

beforeAll(async () => {
  a = await createAccount();
  const created = await call(createIntegrationHandler, {
    path: "/api/v1/integrations",
    token: a.token,
    body: { provider: "custom", name: "Things", config: { resourceTypes: [{ type: "thing", name: "Thing" }] } },
  });
  expect(created.status, created.text).toBe(201);
  integrationId = created.body.data.id;
  const pushed = await push([thing("hostile", { l: LIST, s: `${"a".repeat(31)}b` }), thing("small", { l: [1, 2], s: "aaaa" })]);
  expect(pushed.status, pushed.text).toBe(200);
});

afterEach(async () => {
  delete process.env.CEL_EVALUATION_TIMEOUT_MS;
  await closeCelWorkers();
});

describe("custom tests are bounded", () => {
  it("a nested all() over a pushed 1,000-item list is stopped on that resource alone, as it is saved and at every push", async () => {
    const started = performance.now();
    const res = await createTest("nested_all", HOSTILE);
    expect(res.status, res.text).toBe(201);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(res.body.data).toMatchObject({ status: "error", counts: { passing: 1, errors: 1 } });
    const byName = Object.fromEntries((await results("custom.nested_all")).map((r) => [r.resourceName, r]));
    expect(byName.hostile).toMatchObject({ outcome: "error", detail: expect.stringMatching(STOPPED) });
    expect(byName.small.outcome).toBe("passing");

    // Saved tests run again at every push and sync: still bounded.
    const again = performance.now();
    const pushed = await push([thing("hostile", { l: LIST, s: "b" }), thing("small", { l: [3], s: "aaaa" })]);
    expect(pushed.status, pushed.text).toBe(200);
    const synced = await call(syncHandler, {
      path: `/api/v1/integrations/${integrationId}/sync`,
      method: "POST",
      token: a.token,
      params: { id: integrationId },
    });
    expect(synced.body.data).toMatchObject({ status: "succeeded", errors: 1 });
    expect(performance.now() - again).toBeLessThan(15_000);
    expect((await results("custom.nested_all")).find((r) => r.resourceName === "hostile")?.detail).toMatch(STOPPED);
  });

  it("matches() runs in linear time (RE2): a catastrophic-backtracking pattern answers at once", async () => {
    await push([thing("hostile", { l: [1], s: `${"a".repeat(31)}b` }), thing("small", { l: [1, 2], s: "aaaa" })]);
    const started = performance.now();
    const res = await createTest("backtracking", 'attributes.s.matches("(a+)+$")');
    expect(res.status, res.text).toBe(201);
    expect(performance.now() - started).toBeLessThan(5_000);
    const outcomes = Object.fromEntries((await results("custom.backtracking")).map((r) => [r.resourceName, r.outcome]));
    expect(outcomes).toEqual({ hostile: "failing", small: "passing" });
  });

  it("a pattern RE2 cannot express (lookaround, backreferences) is refused when the test is saved", async () => {
    for (const pattern of ["(?=a)a", "(a)\\\\1", "(?<!b)a"]) {
      const res = await createTest("lookaround", `attributes.s.matches("${pattern}")`);
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.details[0]).toMatchObject({
        path: "expression",
        message: expect.stringMatching(/^Not a valid CEL expression: Invalid regular expression .*RE2 syntax: no lookaround, no backreferences/),
      });
    }
  });

  it("while a hostile test is evaluated, this thread stays free and other requests (database included) are answered", async () => {
    await push([thing("hostile", { l: LIST, s: "b" }), thing("small", { l: [1], s: "aaaa" })]);
    // Long enough to ask for other things while the hostile evaluation runs.
    process.env.CEL_EVALUATION_TIMEOUT_MS = "3000";
    const { result: value, lagMs } = await worstLag(async () => {
      const saving = createTest("slow_nested_all", HOSTILE);
      // Let the evaluation start on the worker, then ask for other things meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const asked = performance.now();
      const [health, tests] = await Promise.all([
        call(healthHandler, { path: "/api/health" }),
        call(listTestsHandler, { path: "/api/v1/tests", token: a.token }),
      ]);
      const answeredMs = performance.now() - asked;
      return { saved: await saving, health, tests, answeredMs };
    });
    expect(value.health.status).toBe(200);
    expect(value.tests.status).toBe(200);
    expect(value.answeredMs).toBeLessThan(1_500);
    expect(value.saved.status).toBe(201);
    expect(lagMs).toBeLessThan(250);
    const test = await call(getTestHandler, { path: "/api/v1/tests/custom.slow_nested_all", token: a.token, params: { id: "custom.slow_nested_all" } });
    expect(test.body.data).toMatchObject({ status: "error", counts: { errors: 1, passing: 1 } });
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { CelBudget, closeCelWorkers, evaluateCel, type CelPair, type CelResource } from "@/lib/integrations/internal/cel-sandbox";
import { worstLag } from "../../helpers/event-loop-lag";

const NOW = new Date("2026-11-27T00:00:00Z");
const list = Array.from({ length: 1_000 }, (_, i) => i);
const HOSTILE = "attributes.l.all(a, attributes.l.all(b, attributes.l.all(c, a >= 0)))";
const resource = (externalId: string, attributes: Record<string, unknown>): CelResource => ({ type: "custom.thing", name: externalId, externalId, attributes });

afterEach(async () => {
  delete process.env.CEL_EVALUATION_TIMEOUT_MS;
  delete process.env.CEL_WORKER_MEMORY_MB;
  await closeCelWorkers();
});

describe("custom tests run on a worker, bounded", () => {
  it("evaluates a batch in one job: every (resource, test) pair, in order", async () => {
    const resources = [resource("a", { mfa: true, kind: "human" }), resource("b", { mfa: false, kind: "human" }), resource("c", { kind: "service" })];
    const tests = [
      { expression: "attributes.mfa == true", appliesWhen: 'attributes.kind != "service"' },
      { expression: 'resource.name == "b"', appliesWhen: null },
    ];
    const pairs: CelPair[] = [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
    ];
    const results = await evaluateCel(tests, resources, pairs, NOW, new CelBudget());
    expect(results.map((r) => r.outcome)).toEqual(["passing", "failing", "failing", "passing", "not_applicable", "failing"]);
  });

  it("stops the one runaway pair after the deadline, evaluates the others, and keeps this thread free", async () => {
    const resources = [resource("before", { l: [1] }), resource("hostile", { l: list }), resource("after", { l: [2] })];
    const pairs: CelPair[] = [
      [0, 0],
      [1, 0],
      [2, 0],
      [1, 1],
    ];
    const tests = [
      { expression: HOSTILE, appliesWhen: null },
      { expression: "size(attributes.l) > 0", appliesWhen: null },
    ];
    const started = performance.now();
    const { result, lagMs } = await worstLag(() => evaluateCel(tests, resources, pairs, NOW, new CelBudget()));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result[1]).toEqual({
      outcome: "error",
      detail: "Stopped after 250 ms: the expression is too costly for this resource (CEL_EVALUATION_TIMEOUT_MS).",
    });
    expect([result[0], result[2], result[3]].map((r) => r.outcome)).toEqual(["passing", "passing", "passing"]);
    expect(lagMs).toBeLessThan(150);
  });

  it("a budget per sync: once spent, the remaining pairs are not evaluated, with the reason", async () => {
    process.env.CEL_EVALUATION_TIMEOUT_MS = "100";
    const resources = Array.from({ length: 20 }, (_, i) => resource(`h${i}`, { l: list }));
    const pairs = resources.map((_, i): CelPair => [i, 0]);
    const started = performance.now();
    const results = await evaluateCel([{ expression: HOSTILE, appliesWhen: null }], resources, pairs, NOW, new CelBudget(400));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(results[0].detail).toMatch(/^Stopped after 100 ms/);
    expect(results.at(-1)?.detail).toMatch(/^Not evaluated: custom tests used up their .* ms of evaluation time for this sync \(CEL_SYNC_BUDGET_MS\)/);
    expect(results.every((r) => r.outcome === "error")).toBe(true);
    // A spent budget evaluates nothing more.
    const budget = new CelBudget(1);
    budget.spentMs = 1;
    expect((await evaluateCel([{ expression: "true", appliesWhen: null }], resources.slice(0, 1), [[0, 0]], NOW, budget))[0].detail).toMatch(/^Not evaluated/);
  });

  it("stops an expression that needs more memory than a worker has", async () => {
    process.env.CEL_EVALUATION_TIMEOUT_MS = "30000";
    process.env.CEL_WORKER_MEMORY_MB = "32";
    const resources = [resource("big", { l: list }), resource("small", { l: [1] })];
    const tests = [
      {
        expression: 'attributes.l.map(a, attributes.l.map(b, attributes.l.map(c, string(a) + "-" + string(b) + "-" + string(c)))).size() > 0',
        appliesWhen: null,
      },
    ];
    const results = await evaluateCel(
      tests,
      resources,
      [
        [0, 0],
        [1, 0],
      ],
      NOW,
      new CelBudget(),
    );
    expect(results[0]).toEqual({
      outcome: "error",
      detail: "Stopped: the expression needed more than 32 MB of memory for this resource (CEL_WORKER_MEMORY_MB).",
    });
    expect(results[1].outcome).toBe("passing");
  });
});

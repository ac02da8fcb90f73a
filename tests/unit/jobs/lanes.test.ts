import pino from "pino";
import { describe, expect, it } from "vitest";
import { JOB_LANES, kick, onKick } from "@/lib/jobs/kick";
import { startLane } from "@/lib/jobs/lane";
import { WorkerPool } from "@/lib/jobs/worker-pool";

const log = pino({ level: "silent" });
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("kick", () => {
  it("reaches every listener of the lane, ignores other lanes and unregistered listeners, never throws", () => {
    const got: string[] = [];
    const offA = onKick("lane-a", () => got.push("a1"));
    const offA2 = onKick("lane-a", () => {
      throw new Error("listener failure");
    });
    const offB = onKick("lane-b", () => got.push("b"));
    expect(() => kick("lane-a")).not.toThrow();
    kick("nobody-listens");
    expect(got).toEqual(["a1"]);
    offA();
    offA2();
    kick("lane-a");
    expect(got).toEqual(["a1"]);
    offB();
    expect(JOB_LANES).toEqual({
      schedules: "schedules",
      webhooks: "webhooks",
      email: "email",
      integrations: "integrations",
      notifications: "notifications",
      storage: "storage",
    });
  });
});

describe("startLane", () => {
  it("runs one pass at a time; kicks during a pass coalesce into one more pass", async () => {
    const gates: ReturnType<typeof deferred>[] = [];
    let passes = 0;
    const lane = startLane(
      {
        name: "coalesce-test",
        intervalMs: 60_000,
        initialDelayMs: 60_000,
        pass: () => {
          passes++;
          const gate = deferred();
          gates.push(gate);
          return gate.promise;
        },
      },
      log,
    );
    kick("coalesce-test");
    expect(passes).toBe(1);
    kick("coalesce-test");
    lane.kick();
    kick("coalesce-test");
    expect(passes).toBe(1);
    gates[0].resolve();
    await tick();
    expect(passes).toBe(2);
    gates[1].resolve();
    await tick();
    expect(passes).toBe(2);
    await lane.stop();
    kick("coalesce-test");
    expect(passes).toBe(2);
  });

  it("a lane stuck on a pass that never ends delays only itself", async () => {
    const stuckGate = deferred();
    let stuckPasses = 0;
    let otherPasses = 0;
    const stuck = startLane({ name: "stuck", intervalMs: 10, pass: () => (stuckPasses++, stuckGate.promise) }, log);
    const other = startLane({ name: "other", intervalMs: 10, pass: async () => void otherPasses++ }, log);
    await tick(120);
    expect(stuckPasses).toBe(1);
    expect(otherPasses).toBeGreaterThan(3);
    stuckGate.resolve();
    await Promise.all([stuck.stop(), other.stop()]);
  });

  it("logs a failed pass and keeps going", async () => {
    let passes = 0;
    const lane = startLane(
      {
        name: "failing",
        intervalMs: 10,
        pass: async () => {
          passes++;
          throw new Error("boom");
        },
      },
      log,
    );
    await tick(80);
    await lane.stop();
    expect(passes).toBeGreaterThan(2);
  });
});

describe("WorkerPool", () => {
  it("claims as slots free up, never more than its concurrency, and a slow item holds one slot only", async () => {
    const queue = ["slow", ...Array.from({ length: 9 }, (_, i) => `fast-${i}`)];
    const slowGate = deferred();
    const done: string[] = [];
    const claims: number[] = [];
    let running = 0;
    let peak = 0;
    const pool = new WorkerPool<string>({
      name: "test",
      concurrency: 3,
      log,
      claim: async (free) => {
        claims.push(free);
        return queue.splice(0, free);
      },
      work: async (item) => {
        running++;
        peak = Math.max(peak, running);
        if (item === "slow") await slowGate.promise;
        else await tick(5);
        running--;
        done.push(item);
      },
    });
    expect(await pool.fill()).toBe(3);
    await expect.poll(() => done.length).toBe(9);
    // Nine fast items went through the two free slots while the slow one held its own.
    expect(done).not.toContain("slow");
    expect(peak).toBe(3);
    expect(pool.busy).toBe(1);
    expect(claims[0]).toBe(3);
    expect(Math.max(...claims.slice(1))).toBeLessThanOrEqual(2);
    slowGate.resolve();
    await pool.close();
    expect(done).toContain("slow");
    expect(pool.busy).toBe(0);
  });

  it("serializes fills and logs a failing claim without losing the pool", async () => {
    let inClaim = 0;
    let overlap = false;
    let fail = true;
    const items = ["a", "b"];
    const pool = new WorkerPool<string>({
      name: "test",
      concurrency: 2,
      log,
      claim: async (free) => {
        inClaim++;
        overlap ||= inClaim > 1;
        await tick(5);
        inClaim--;
        if (fail) throw new Error("database unavailable");
        return items.splice(0, free);
      },
      work: async () => {},
    });
    await expect(pool.fill()).rejects.toThrow("database unavailable");
    fail = false;
    await Promise.all([pool.fill(), pool.fill(), pool.fill()]);
    expect(overlap).toBe(false);
    await pool.close();
    expect(items).toEqual([]);
  });
});

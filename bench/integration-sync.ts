/**
 * The whole integration sync engine on a large GitHub organisation: 2,000 repositories and 5,000 members served
 * by the fake GitHub (tests/fakes/github, in its own process unless --fake-in-process). An account is registered and
 * a GitHub integration created through the services (registerUser, createIntegration), then `runSync` runs twice
 * exactly as "Sync now" does (start, collect: discover → evaluate → write in batches of 500 → snapshot; alert;
 * deliver). For each sync it prints wall time (and per step), requests made, resources, outcomes, rows written per
 * table (counted by transaction id, so updates count too), the snapshot's size, and the process's memory: peak RSS
 * and heap sampled every 100 ms, and with --expose-gc the heap still referenced after collections (flat when pages
 * are streamed, not accumulated). The second sync finds nothing changed: its results should cost no writes.
 * Target: under 60 s with bounded memory. Asserts nothing.
 *   npx tsx --expose-gc bench/integration-sync.ts [--db pglite|postgres] [--repos 2000] [--members 5000] [--latency-ms 0] [--fake-in-process]
 * --db: pglite (in-memory, in this process) or postgres (a scratch database on BENCH_DATABASE_URL / TEST_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test, dropped afterwards); default postgres when one of those is set.
 */
import "../scripts/allow-server-modules.mjs";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dbKindFromArgs, openBenchDatabase, rowsWrittenSince, writeMarker } from "./lib/database";
import { startBenchGitHub } from "./lib/github-fake";
import { mb, retainedLine, startMemorySampler } from "./lib/measure";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const REPOS = opt("repos", 2_000);
const MEMBERS = opt("members", 5_000);
const LATENCY_MS = opt("latency-ms", 0);
const FAKE_IN_PROCESS = args.includes("--fake-in-process");
const DB_KIND = dbKindFromArgs(args);

// The fake listens on 127.0.0.1: the operator's setting that lets integrations reach private addresses.
process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS = "true";
process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
process.env.LOG_LEVEL ??= "warn";
// Snapshots are written under DATA_DIR/uploads: a scratch directory, removed at the end.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cp-bench-integration-sync-"));
process.env.DATA_DIR = dataDir;
delete process.env.UPLOAD_DIR;

async function main() {
  const github = await startBenchGitHub({ repos: REPOS, members: MEMBERS, latencyMs: LATENCY_MS, inProcess: FAKE_IN_PROCESS });
  const database = await openBenchDatabase(DB_KIND, "cp_bench_integration_sync");
  // Imported after DATABASE_URL is set: the client reads it on first use.
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { getDb, closeDb } = await import("@/lib/db/client");
  const { makeCtx, memberCaller } = await import("@/lib/context");
  const { registerUser } = await import("@/lib/auth/register");
  const { createIntegration } = await import("@/lib/integrations/create-integration");
  const { createIntegrationBody } = await import("@/lib/integrations/schemas");
  const { runSync } = await import("@/lib/integrations/internal/sync-engine");
  const { evidenceFiles } = await import("@/db/evidence");
  const { createLogger } = await import("@/lib/log");
  const { eq } = await import("drizzle-orm");

  try {
    await prepareDatabase();
    const db = getDb();
    const registered = await registerUser(makeCtx({ kind: "anonymous" }), {
      email: `bench-${randomUUID().slice(0, 8)}@example.com`,
      password: "correct horse battery staple",
      name: "Bench Owner",
      company: "Acme Bench",
    });
    const caller = memberCaller(registered.user.id, registered.account.id);
    const integration = await createIntegration(
      makeCtx(caller),
      createIntegrationBody.parse({
        provider: "github",
        name: "acme",
        config: { organization: "acme", baseUrl: github.url },
        credentials: { token: github.token },
      }),
    );
    const log = createLogger({ level: "warn" });

    console.log(`integration sync bench: GitHub organisation of ${REPOS} repositories and ${MEMBERS} members (fake ${github.where}, latency ${LATENCY_MS} ms)`);
    console.log(
      `  database: ${database.label}; node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}${global.gc ? ", --expose-gc" : ""}`,
    );

    for (const label of ["first sync (everything new)", "second sync (nothing changed)"]) {
      const requestsBefore = await github.stats();
      const marker = await writeMarker(db);
      const stepMs = new Map<string, number>();
      const timedSteps = {
        async run<T>(id: string, fn: () => Promise<T>): Promise<T> {
          const t0 = performance.now();
          try {
            return await fn();
          } finally {
            stepMs.set(id, performance.now() - t0);
          }
        },
      };
      // The engine's database, with its transactions timed: during `collect` each one is a batch being written
      // (applyBatch) or the sync being finished, and discovery waits for it.
      const tx = { n: 0, ms: 0, max: 0 };
      const timedDb = new Proxy(db, {
        get(target, prop) {
          if (prop === "transaction") {
            return async (...params: Parameters<typeof db.transaction>) => {
              const t0 = performance.now();
              try {
                return await target.transaction(...params);
              } finally {
                const ms = performance.now() - t0;
                tx.n += 1;
                tx.ms += ms;
                tx.max = Math.max(tx.max, ms);
              }
            };
          }
          const value = Reflect.get(target, prop, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      const memory = startMemorySampler(100, 2_000);
      const started = performance.now();
      const outcome = await runSync(
        timedSteps,
        { db: timedDb, clock: () => new Date(), log },
        { integrationId: integration.id, syncId: randomUUID(), trigger: "manual", claimId: null, caller },
      );
      const seconds = (performance.now() - started) / 1000;
      const mem = memory.stop();
      const requestsAfter = await github.stats();
      const written = await rowsWrittenSince(db, marker);
      const sync = outcome.sync;
      const [file] = sync?.snapshot ? await db.select({ size: evidenceFiles.size }).from(evidenceFiles).where(eq(evidenceFiles.id, sync.snapshot.fileId)) : [];

      const requests = requestsAfter.requests - requestsBefore.requests;
      const before = new Map(requestsBefore.calls);
      const calls = requestsAfter.calls
        .map(([op, n]) => [op, n - (before.get(op) ?? 0)] as const)
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1]);
      const totalWritten = [...written.values()].reduce((s, n) => s + n, 0);
      console.log(`\n${label}`);
      console.log(`  status               ${sync?.status ?? "none"}${sync?.error ? ` (${sync.error})` : ""}`);
      console.log(
        `  wall time            ${seconds.toFixed(2)} s  (target < 60 s)   steps: ${[...stepMs]
          .map(([id, ms]) => `${id} ` + `${(ms / 1000).toFixed(2)} s`)
          .join(", ")}`,
      );
      console.log(`  requests             ${requests} (${(requests / seconds).toFixed(0)}/s); ${calls.map(([op, n]) => `${n} ${op}`).join(", ")}`);
      if (sync) {
        console.log(
          `  resources            ${sync.resourcesSeen} seen (${(sync.resourcesSeen / seconds).toFixed(0)}/s), ${sync.resourcesNew} new, ` +
            `${sync.resourcesGone} gone`,
        );
        console.log(
          `  outcomes             ${sync.passing} passing, ${sync.failing} failing, ${sync.errors} error, ${sync.notApplicable} not ` +
            `applicable, ${sync.excluded} excluded`,
        );
        console.log(`  alerts raised        ${outcome.alerts.length}; webhook deliveries queued ${outcome.deliveryIds.length}`);
      }
      console.log(
        `  write transactions   ${tx.n}, ${(tx.ms / 1000).toFixed(2)} s in all (${((100 * tx.ms) / 1000 / seconds).toFixed(0)}% of the wall ` +
          `time; longest ${tx.max.toFixed(0)} ms)`,
      );
      console.log(
        `  rows written         ${totalWritten}: ${[...written]
          .sort((a, b) => b[1] - a[1])
          .map(([t, n]) => `${t} ${n}`)
          .join(", ")}`,
      );
      console.log(
        `  snapshot             ${file ? mb(file.size) : "none"}${
          sync?.snapshot ? ` (evidence version ${sync.snapshot.version}, sha256 ` + `${sync.snapshot.sha256.slice(0, 12)}…)` : ""
        }`,
      );
      console.log(
        `  RSS                  ${mb(mem.before.rss)} before, peak ${mb(mem.peakRss)} (+${mb(mem.peakRss - mem.before.rss)}), ${mb(mem.after.rss)} after`,
      );
      console.log(
        `  heap used            ${mb(mem.before.heapUsed)} before, peak ${mb(mem.peakHeap)} (+${mb(mem.peakHeap - mem.before.heapUsed)}), ` +
          `${mb(mem.after.heapUsed)} after; external peak ${mb(mem.peakExternal)}`,
      );
      console.log(`  heap after GC        ${retainedLine(mem)}`);
    }
    // The same discovery without the engine (no database, no snapshot): what the sync's wall time is made of.
    {
      const { githubConnector } = await import("@/lib/connectors/github/connector");
      const { testsByType, builtinTests } = await import("@/lib/integrations/internal/test-catalog");
      const byType = testsByType(builtinTests());
      const requestsBefore = await github.stats();
      const started = performance.now();
      let resources = 0;
      let evaluations = 0;
      const now = new Date();
      for await (const resource of githubConnector.discover!({
        config: { organization: "acme", baseUrl: github.url },
        credentials: { token: github.token },
        signal: AbortSignal.timeout(600_000),
        log,
        now,
        allowPrivateTargets: true,
      })) {
        resources += 1;
        for (const test of byType.get(resource.type) ?? []) {
          test.evaluate(resource.attributes, resource, now);
          evaluations += 1;
        }
      }
      const seconds = (performance.now() - started) / 1000;
      const requests = (await github.stats()).requests - requestsBefore.requests;
      console.log(`
the connector alone (discover and evaluate, no database, no snapshot), for comparison`);
      console.log(
        `  wall time            ${seconds.toFixed(2)} s; ${requests} requests (${(requests / seconds).toFixed(0)}/s), ${resources} ` +
          `resources, ${evaluations} evaluations`,
      );
    }
    if (DB_KIND === "pglite") console.log("\n  (PGlite runs in this process: its WebAssembly memory is part of RSS and external memory, not of the heap)");
  } finally {
    await closeDb();
    await database.stop();
    await github.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

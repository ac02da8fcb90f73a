/**
 * Evaluating 100,000 resources against every applicable test (target: under 10 s).
 * (a) Pure evaluation: 100,000 synthetic resources of every connector's resource types, with the attribute shapes
 *     their discover functions yield (bench/lib/resources.ts), plus six custom CEL tests of the account's own, run
 *     through `evaluateBatch` in batches of 500 as a sync does (built-in tests in-process, the custom ones on the
 *     evaluation worker, one message per batch). Prints resources/s and evaluations/s (median of three
 *     rounds), the outcomes, and where the time goes per resource type and per test (built-in and CEL).
 * (b) The write path: the same resources through `applyBatch` (one transaction per batch of 500: upsert resources,
 *     read current results, write the changed ones and their history) into a fresh database, a first write and an
 *     unchanged second pass. Prints seconds, resources/s, rows written (counted by transaction id) and rows/s.
 *   npx tsx bench/test-evaluation.ts [--resources 100000] [--db pglite|postgres|both|none]
 * --db: the databases for (b); default PGlite, plus PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
 * (a scratch database, dropped afterwards; bench/lib/server.ts). Asserts nothing.
 */
import "../scripts/allow-server-modules.mjs";
import { randomUUID } from "node:crypto";
import os from "node:os";
import type { DiscoveredResource, Evaluation } from "@/lib/connectors";
import type { IntegrationProvider } from "@/lib/vocabulary";
import { openBenchDatabase, rowsWrittenSince, writeMarker, type BenchDbKind } from "./lib/database";
import { mb, summary } from "./lib/measure";
import { CUSTOM_TESTS, GENERATED_AT, generateResources } from "./lib/resources";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const TOTAL = opt("resources", 100_000);
const BATCH = 500;
const dbArg = args.includes("--db") ? args[args.indexOf("--db") + 1] : undefined;
const DATABASES: BenchDbKind[] =
  dbArg === "none"
    ? []
    : dbArg === "both"
      ? ["pglite", "postgres"]
      : dbArg === "pglite" || dbArg === "postgres"
        ? [dbArg]
        : ["pglite", ...(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? (["postgres"] as const) : [])];

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
process.env.LOG_LEVEL ??= "warn";

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rate = (n: number, ms: number) => Math.round((n * 1000) / ms).toLocaleString("en-US");

async function main() {
  const { builtinTests, customCatalogTest, testsByType } = await import("@/lib/integrations/internal/test-catalog");
  const { evaluateBatch } = await import("@/lib/integrations/internal/apply-batch");
  const { CelBudget } = await import("@/lib/integrations/internal/cel-sandbox");
  // Measured, not bounded: the default per-sync budget would stop the custom tests of the later rounds.
  const unbounded = () => new CelBudget(Number.MAX_SAFE_INTEGER);

  console.log(
    `test evaluation bench: ${TOTAL.toLocaleString("en-US")} resources; node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`,
  );
  const g0 = performance.now();
  const groups = generateResources(TOTAL);
  const all = groups.flatMap((g) => g.resources);
  console.log(`  generated in ${seconds(performance.now() - g0)}: ${countTypes(all)}`);

  // ---- (a) pure evaluation -----------------------------------------------------------------------------------
  const customs = CUSTOM_TESTS.map((t, k) =>
    customCatalogTest({
      id: randomUUID(),
      accountId: randomUUID(),
      key: t.key,
      resourceType: t.resourceType,
      title: t.title,
      description: "",
      rationale: "",
      expression: t.expression,
      appliesWhen: t.appliesWhen ?? null,
      severity: t.severity,
      remediation: "",
      controls: [],
      createdByType: "user",
      createdById: null,
      deletedAt: null,
      createdAt: new Date(GENERATED_AT - k),
      updatedAt: new Date(GENERATED_AT - k),
    }),
  );
  const catalog = [...builtinTests(), ...customs];
  const byType = testsByType(catalog);
  const scope = { testsByType: byType, now: new Date(GENERATED_AT + 5 * 60_000), celBudget: unbounded() };
  const applicable = all.reduce((s, r) => s + (byType.get(r.type)?.length ?? 0), 0);
  console.log(
    `  tests: ${builtinTests().length} built-in and ${customs.length} custom (CEL) over ${byType.size} resource types; ` +
      `${applicable.toLocaleString("en-US")} evaluations per pass`,
  );

  const evaluateAll = async () => {
    const outcomes = new Map<string, number>();
    for (let i = 0; i < all.length; i += BATCH) {
      for (const item of await evaluateBatch(all.slice(i, i + BATCH), scope))
        for (const [, e] of item.evaluations) outcomes.set(e.outcome, (outcomes.get(e.outcome) ?? 0) + 1);
    }
    return outcomes;
  };
  await evaluateAll(); // warm-up: JIT, CEL programs, the catalog's closures, the worker
  const rounds: number[] = [];
  let outcomes = new Map<string, number>();
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now();
    outcomes = await evaluateAll();
    rounds.push(performance.now() - t0);
  }
  const median = [...rounds].sort((a, b) => a - b)[1];
  console.log(`\n(a) pure evaluation (evaluateBatch, batches of ${BATCH}; no database)`);
  console.log(
    `  wall time            ${seconds(median)} median of 3 (${rounds.map((ms) => seconds(ms)).join(", ")})  (target < 10 s for ` +
      `${TOTAL.toLocaleString("en-US")} resources)`,
  );
  console.log(
    `  throughput           ${rate(all.length, median)} resources/s, ${rate(applicable, median)} evaluations/s ` +
      `(${((median * 1000) / applicable).toFixed(2)} µs per evaluation)`,
  );
  console.log(`  outcomes             ${[...outcomes].map(([o, n]) => `${n.toLocaleString("en-US")} ${o}`).join(", ")}`);

  // Where the time goes: each test alone over the resources of its type, in batches (a custom test's include the
  // round trip to the worker).
  const resourcesByType = new Map<string, DiscoveredResource[]>();
  for (const r of all) {
    const list = resourcesByType.get(r.type);
    if (list) list.push(r);
    else resourcesByType.set(r.type, [r]);
  }
  const perTest: { id: string; custom: boolean; n: number; ms: number; errors: number }[] = [];
  for (const test of catalog) {
    const list = resourcesByType.get(test.resourceType) ?? [];
    if (list.length === 0) continue;
    let errors = 0;
    const alone = { testsByType: new Map([[test.resourceType, [test]]]), now: scope.now, celBudget: unbounded() };
    const run = async (count: (e: Evaluation) => void) => {
      for (let i = 0; i < list.length; i += BATCH)
        for (const item of await evaluateBatch(list.slice(i, i + BATCH), alone)) item.evaluations.forEach(([, e]) => count(e));
    };
    await run(() => {}); // warm
    const t0 = performance.now();
    await run((e) => (errors += e.outcome === "error" ? 1 : 0));
    perTest.push({ id: test.id, custom: test.source === "custom", n: list.length, ms: performance.now() - t0, errors });
  }
  const group = (custom: boolean) => {
    const rows = perTest.filter((t) => t.custom === custom);
    const n = rows.reduce((s, t) => s + t.n, 0);
    const ms = rows.reduce((s, t) => s + t.ms, 0);
    return `${rows.length} tests, ${n.toLocaleString("en-US")} evaluations in ${ms.toFixed(0)} ms (${((ms * 1000) / n).toFixed(2)} µs each)`;
  };
  console.log(`  built-in tests       ${group(false)}`);
  console.log(`  custom CEL tests     ${group(true)}`);
  console.log(
    `  slowest per evaluation: ${[...perTest]
      .sort((a, b) => b.ms / b.n - a.ms / a.n)
      .slice(0, 5)
      .map((t) => `${t.id} ${((t.ms * 1000) / t.n).toFixed(2)} µs`)
      .join(", ")}`,
  );
  const typeMs = new Map<string, number>();
  for (const t of perTest) {
    const type = catalog.find((c) => c.id === t.id)!.resourceType;
    typeMs.set(type, (typeMs.get(type) ?? 0) + t.ms);
  }
  console.log(
    `  most time by type:   ${[...typeMs]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([type, ms]) => `${type} ${ms.toFixed(0)} ms`)
      .join(", ")}`,
  );

  // ---- (b) the write path --------------------------------------------------------------------------------------
  for (const kind of DATABASES) await writePath(kind, groups);
  if (DATABASES.length === 0) console.log("\n(b) skipped (--db none)");
}

function countTypes(resources: DiscoveredResource[]): string {
  const n = new Map<string, number>();
  for (const r of resources) n.set(r.type, (n.get(r.type) ?? 0) + 1);
  return `${n.size} types (${[...n].map(([t, c]) => `${c.toLocaleString("en-US")} ${t}`).join(", ")})`;
}

async function writePath(kind: BenchDbKind, groups: { provider: IntegrationProvider; resources: DiscoveredResource[] }[]) {
  const database = await openBenchDatabase(kind, "cp_bench_test_evaluation");
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { getDb, closeDb } = await import("@/lib/db/client");
  const { makeCtx, memberCaller } = await import("@/lib/context");
  const { registerUser } = await import("@/lib/auth/register");
  const { createCustomTest } = await import("@/lib/integrations/create-custom-test");
  const { createCustomTestBody } = await import("@/lib/integrations/schemas");
  const { integrations, integrationSyncs } = await import("@/db/integrations");
  const { accountTests, testsByType } = await import("@/lib/integrations/internal/test-catalog");
  const { remediationSlaOf } = await import("@/lib/integrations/internal/remediation-sla");
  const { applyBatch, evaluateBatch } = await import("@/lib/integrations/internal/apply-batch");
  const { CelBudget } = await import("@/lib/integrations/internal/cel-sandbox");
  try {
    await prepareDatabase();
    const db = getDb();
    const registered = await registerUser(makeCtx({ kind: "anonymous" }), {
      email: `bench-${randomUUID().slice(0, 8)}@example.com`,
      password: "correct horse battery staple",
      name: "Bench Owner",
      company: "Acme Bench",
    });
    const accountId = registered.account.id;
    const caller = memberCaller(registered.user.id, accountId);
    for (const t of CUSTOM_TESTS) await createCustomTest(makeCtx(caller), createCustomTestBody.parse({ ...t, description: "bench" }));
    // One integration per provider, as an account connecting everything would have (rows written directly: the pull
    // connectors' settings would otherwise be checked against real systems' schemas, which is not what is measured).
    const integrationOf = new Map<IntegrationProvider, string>();
    for (const { provider } of groups) {
      const [row] = await db
        .insert(integrations)
        .values({
          accountId,
          provider,
          name: `bench ${provider}`,
          config: provider === "custom" ? { resourceTypes: [{ type: "saas_user", name: "SaaS user", description: "" }] } : {},
          createdByType: "user",
          createdById: registered.user.id,
        })
        .returning({ id: integrations.id });
      integrationOf.set(provider, row.id);
    }
    const tests = testsByType(await accountTests(db, accountId));
    const sla = await remediationSlaOf(db, accountId);

    console.log(`\n(b) write path on ${database.label}: evaluateBatch then applyBatch, ${BATCH} resources per transaction, ${groups.length} integrations`);
    for (const [label, offsetMs] of [
      ["first write (all new)", 5 * 60_000],
      ["second pass (unchanged)", 10 * 60_000],
    ] as const) {
      const now = new Date(GENERATED_AT + offsetMs);
      const marker = await writeMarker(db);
      let evalMs = 0;
      const batchMs: number[] = [];
      let resources = 0;
      const perProvider = new Map<IntegrationProvider, { n: number; ms: number }>();
      const t0 = performance.now();
      for (const { provider, resources: list } of groups) {
        const integrationId = integrationOf.get(provider)!;
        const syncId = randomUUID();
        await db
          .insert(integrationSyncs)
          .values({ id: syncId, accountId, integrationId, trigger: "manual", status: "running", startedAt: now, heartbeatAt: now, createdAt: now });
        const scope = { accountId, integrationId, syncId, now, sla, testsByType: tests, celBudget: new CelBudget(Number.MAX_SAFE_INTEGER) };
        for (let i = 0; i < list.length; i += BATCH) {
          const e0 = performance.now();
          const evaluated = await evaluateBatch(list.slice(i, i + BATCH), scope);
          const e1 = performance.now();
          await applyBatch(db, scope, evaluated);
          evalMs += e1 - e0;
          batchMs.push(performance.now() - e1);
          resources += evaluated.length;
          const p = perProvider.get(provider) ?? { n: 0, ms: 0 };
          perProvider.set(provider, { n: p.n + evaluated.length, ms: p.ms + batchMs[batchMs.length - 1] });
        }
      }
      const totalMs = performance.now() - t0;
      const written = await rowsWrittenSince(db, marker);
      const rows = [...written.values()].reduce((s, n) => s + n, 0);
      const writeMs = batchMs.reduce((s, x) => s + x, 0);
      const b = summary(batchMs);
      console.log(`  ${label}`);
      console.log(
        `    wall time          ${seconds(totalMs)} (${rate(resources, totalMs)} resources/s): evaluation ${seconds(evalMs)}, applyBatch ` +
          `${seconds(writeMs)} in ${batchMs.length} transactions (p50 ${b.p50.toFixed(0)} ms, p95 ${b.p95.toFixed(0)} ms, max ${b.max.toFixed(0)} ms)`,
      );
      console.log(
        `    per integration    ${[...perProvider].map(([p, x]) => `${p} ${((x.ms * 1000) / x.n).toFixed(0)} µs`).join(", ")} per resource (applyBatch)`,
      );
      console.log(
        `    rows written       ${rows.toLocaleString("en-US")} (${rate(rows, writeMs)} rows/s of applyBatch): ${[...written]
          .sort((x, y) => y[1] - x[1])
          .map(([t, n]) => `${t} ${n.toLocaleString("en-US")}`)
          .join(", ")}`,
      );
    }
    const m = process.memoryUsage();
    console.log(`  process memory now: RSS ${mb(m.rss)}, heap ${mb(m.heapUsed)}${kind === "pglite" ? " (PGlite's memory included)" : ""}`);
  } finally {
    await closeDb();
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * 1,000 accounts' daily syncs through the in-process job scheduler, next to monitoring schedules falling due at the
 * same time. Each account has one push integration (the device agent, or custom resources with a CEL test of the
 * account's own) holding a handful of pushed resources, so its scheduled sync re-evaluates stored resources and
 * writes a snapshot without any network; one extra tenant has --heavy integrations (default 50), to see that fairness
 * keeps it from taking the pool. Monitoring schedules (--schedules, default 200, on as many accounts) fall due one
 * after another over --window-s seconds.
 *   Baseline: only the `schedules` lane runs, and each schedule run's delay behind its due time is measured.
 *   Then: the same schedules fall due again while every integration is due at once, and `startJobScheduler` runs the
 *   `integrations` and `schedules` lanes together (short intervals: --tick-ms for schedules, --poll-ms for syncs).
 * Prints the time until every integration synced once, syncs/s, the most syncs of one account seen running at once
 * (from the syncs' start and end times) and of all accounts, and the schedule runs' delays (p50/p95/max) in both
 * phases, with the event loop's delay and peak memory. Asserts nothing; each phase stops by itself (--timeout-s).
 *   npx tsx bench/integration-scheduler.ts [--db pglite|postgres] [--accounts 1000] [--resources-per 5] [--heavy 50]
 *     [--schedules 200] [--window-s 20] [--tick-ms 250] [--poll-ms 500] [--sync-concurrency 4] [--timeout-s 240]
 * --db: pglite (in this process, one connection, as `npm start` without DATABASE_URL) or postgres (a scratch
 * database on BENCH_DATABASE_URL / TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, dropped
 * afterwards; pool of DB_POOL_MAX, default 10 as in production); default postgres when one of those is set.
 */
import "../scripts/allow-server-modules.mjs";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { dbKindFromArgs, openBenchDatabase } from "./lib/database";
import { mb, startMemorySampler, summary } from "./lib/measure";
import { RESOURCE_MIX } from "./lib/resources";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const ACCOUNTS = opt("accounts", 1_000);
const RESOURCES_PER = opt("resources-per", 5);
const HEAVY = opt("heavy", 50);
const SCHEDULES = Math.min(opt("schedules", 200), ACCOUNTS);
const WINDOW_MS = opt("window-s", 20) * 1000;
const TICK_MS = opt("tick-ms", 250);
const POLL_MS = opt("poll-ms", 500);
const TIMEOUT_MS = opt("timeout-s", 240) * 1000;
const DB_KIND = dbKindFromArgs(args);
if (args.includes("--sync-concurrency")) process.env.INTEGRATION_SYNC_CONCURRENCY = String(opt("sync-concurrency", 4));
const FRAMEWORKS = ["soc2", "iso27001", "hipaa", "gdpr", "nist-csf-2", "pci-dss-4", "nist-800-53"];

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
process.env.LOG_LEVEL ??= "warn";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cp-bench-integration-scheduler-"));
process.env.DATA_DIR = dataDir;
delete process.env.UPLOAD_DIR;
// The product's pool size: the syncs and the schedule runs share it, which is part of what is measured.
const POOL = Number(process.env.DB_POOL_MAX ?? 10);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (x: number) => `${x.toFixed(0)} ms`;
const agentHost = RESOURCE_MIX.find((m) => m.type === "agent.host")!;
const saasUser = RESOURCE_MIX.find((m) => m.type === "custom.saas_user")!;

/** The most intervals open at one instant. */
function maxOverlap(intervals: { start: number; end: number }[]): number {
  const events = intervals.flatMap((i) => [
    [i.start, 1],
    [i.end, -1],
  ]) as [number, number][];
  // Ends before starts at the same instant: a slot freed and refilled in one millisecond is not two at once.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let open = 0;
  let most = 0;
  for (const [, d] of events) most = Math.max(most, (open += d));
  return most;
}

async function main() {
  const database = await openBenchDatabase(DB_KIND, "cp_bench_integration_scheduler", POOL);
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { startJobScheduler } = await import("@/lib/background/scheduler");
  const { getDb, closeDb } = await import("@/lib/db/client");
  const { makeCtx, memberCaller } = await import("@/lib/context");
  const { config } = await import("@/lib/config");
  const { accounts, users } = await import("@/db/accounts");
  const { monitoringSchedules, monitoringResults } = await import("@/db/monitoring");
  const { integrations, integrationSyncs, customTests } = await import("@/db/integrations");
  const { PRACTICE_KEYS } = await import("@/lib/monitoring/internal/practices");
  const { createIntegration } = await import("@/lib/integrations/create-integration");
  const { pushResources } = await import("@/lib/integrations/push-resources");
  const { createIntegrationBody, pushResourcesBody } = await import("@/lib/integrations/schemas");
  const { createLogger } = await import("@/lib/log");
  const { and, eq, gte, inArray, sql } = await import("drizzle-orm");

  try {
    await prepareDatabase();
    const db = getDb();
    const log = createLogger({ level: "warn" });
    console.log(
      `integration scheduler bench: ${ACCOUNTS} accounts with one push integration each (${RESOURCES_PER} resources), 1 tenant with ` +
        `${HEAVY} more; ${SCHEDULES} monitoring schedules due over ${WINDOW_MS / 1000} s`,
    );
    console.log(
      `  database: ${database.label}; sync pool ${config.integrations.concurrency}, ${config.integrations.accountConcurrency} per account; ` +
        `schedules lane every ${TICK_MS} ms, integrations lane every ${POLL_MS} ms; node ${process.version}, ${os.cpus().length} CPUs, load ` +
        `${os.loadavg()[0].toFixed(1)}`,
    );

    // ---- set-up: accounts and users in bulk, integrations and pushes through the services ---------------------
    const s0 = performance.now();
    const tenants = Array.from({ length: ACCOUNTS + (HEAVY > 0 ? 1 : 0) }, (_, i) => ({ accountId: randomUUID(), userId: randomUUID(), i }));
    for (let i = 0; i < tenants.length; i += 500) {
      const chunk = tenants.slice(i, i + 500);
      await db.insert(accounts).values(chunk.map((t) => ({ id: t.accountId, name: `Bench ${t.i}`, tier: "enterprise" as const })));
      await db.insert(users).values(
        chunk.map((t) => ({
          id: t.userId,
          accountId: t.accountId,
          email: `bench-${t.i}-${t.accountId.slice(0, 6)}@example.com`,
          name: `Owner ${t.i}`,
          passwordHash: "x",
        })),
      );
    }
    const heavy = HEAVY > 0 ? tenants[ACCOUNTS] : null;
    // Custom-resource tenants get one CEL test of their own (written directly: set-up, not what is measured).
    const customTenants = tenants.filter((t) => t.i < ACCOUNTS && t.i % 2 === 1);
    for (let i = 0; i < customTenants.length; i += 500) {
      await db.insert(customTests).values(
        customTenants.slice(i, i + 500).map((t) => ({
          accountId: t.accountId,
          key: "saas.mfa",
          resourceType: "custom.saas_user",
          title: "SaaS users have MFA",
          expression: "attributes.mfaEnabled == true",
          appliesWhen: 'attributes.status == "active"',
          severity: "high" as const,
          controls: [{ framework: "soc2", controlId: "CC6.1" }],
          createdByType: "user",
        })),
      );
    }
    const jobs = tenants.flatMap((t) =>
      Array.from({ length: t === heavy ? HEAVY : 1 }, (_, k) => ({ t, k, kind: t === heavy || t.i % 2 === 0 ? ("agent" as const) : ("custom" as const) })),
    );
    let next = 0;
    let seed = 0;
    const integrationIds: string[] = [];
    await Promise.all(
      Array.from({ length: DB_KIND === "pglite" ? 1 : 4 }, async () => {
        while (next < jobs.length) {
          const { t, k, kind } = jobs[next++];
          const ctx = makeCtx(memberCaller(t.userId, t.accountId), { db, log });
          const created = await createIntegration(
            ctx,
            createIntegrationBody.parse(
              kind === "agent"
                ? { provider: "agent", name: `laptops ${k}` }
                : { provider: "custom", name: "SaaS app", config: { resourceTypes: [{ type: "saas_user", name: "SaaS user" }] } },
            ),
          );
          integrationIds.push(created.id);
          const mix = kind === "agent" ? agentHost : saasUser;
          const resources = Array.from({ length: RESOURCES_PER }, () => {
            const n = seed++;
            const r = mix.make(n, {
              next: Math.random,
              chance: (p: number) => Math.random() < p,
              int: (a: number, b: number) => a + Math.floor(Math.random() * (b - a + 1)),
              pick: <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)],
            });
            // Reports from "now", as the agent sends them.
            const attributes =
              kind === "agent" ? { ...r.attributes, reportedAt: new Date().toISOString(), updatesCheckedAt: new Date().toISOString() } : r.attributes;
            return { type: mix.type, externalId: r.externalId, name: r.name, attributes };
          });
          await pushResources(ctx, created.id, pushResourcesBody.parse({ resources, complete: true }));
        }
      }),
    );
    console.log(
      `  set-up: ${tenants.length} accounts, ${integrationIds.length} integrations, ${integrationIds.length * RESOURCES_PER} resources ` +
        `pushed through pushResources in ${((performance.now() - s0) / 1000).toFixed(1)} s`,
    );

    // Monitoring schedules: one on each of the first SCHEDULES accounts.
    const past = new Date(Date.now() - 3_600_000);
    const scheduleRows = tenants.slice(0, SCHEDULES).map((t, i) => ({
      id: randomUUID(),
      accountId: t.accountId,
      frameworkId: FRAMEWORKS[i % FRAMEWORKS.length],
      frameworkKind: "builtin" as const,
      frequency: "daily" as const,
      businessProfile: {
        companyName: `Company ${i}`,
        regions: ["EU"],
        dataTypes: ["personal_data"],
        practices: Object.fromEntries(PRACTICE_KEYS.map((k, j) => [k, (i * 7 + j * 13) % 10 < 7])),
      },
      notifyOnFail: true,
      passThreshold: 80,
      anchorAt: past,
      // Not due until a phase sets it.
      nextRunAt: new Date(Date.now() + 86_400_000),
    }));
    await db.insert(monitoringSchedules).values(scheduleRows);
    const scheduleIds = scheduleRows.map((s) => s.id);

    /** Makes every schedule due one after another from `t0`, spread over the window; answers their due times. */
    const makeSchedulesDue = async (t0: number) => {
      const due = new Map<string, number>();
      const at = (i: number) => t0 + Math.floor((i * WINDOW_MS) / SCHEDULES);
      for (let i = 0; i < scheduleIds.length; i += 500) {
        const ids = scheduleIds.slice(i, i + 500);
        ids.forEach((id, k) => due.set(id, at(i + k)));
        const cases = sql.join(
          ids.map((id, k) => sql`when ${id}::uuid then ${new Date(at(i + k)).toISOString()}::timestamptz`),
          sql` `,
        );
        await db
          .update(monitoringSchedules)
          .set({ nextRunAt: sql`case ${monitoringSchedules.id} ${cases} end`, claimId: null, claimedUntil: null })
          .where(inArray(monitoringSchedules.id, ids));
      }
      return due;
    };

    const scheduleDelays = async (since: number, due: Map<string, number>) => {
      const rows = await db
        .select({
          scheduleId: monitoringResults.scheduleId,
          startedAt: monitoringResults.startedAt,
          completedAt: monitoringResults.completedAt,
          status: monitoringResults.status,
        })
        .from(monitoringResults)
        .where(and(inArray(monitoringResults.scheduleId, scheduleIds), gte(monitoringResults.startedAt, new Date(since - 1_000))));
      return rows.map((r) => ({
        due: due.get(r.scheduleId)!,
        start: r.startedAt.getTime() - due.get(r.scheduleId)!,
        done: r.completedAt.getTime() - due.get(r.scheduleId)!,
        error: r.status === "error",
      }));
    };

    const printDelays = (label: string, delays: { start: number; done: number }[]) => {
      if (delays.length === 0) return console.log(`  ${label.padEnd(34)} none`);
      const a = summary(delays.map((d) => d.start));
      const b = summary(delays.map((d) => d.done));
      console.log(
        `  ${label.padEnd(34)} ${String(a.n).padStart(4)} runs; started ${ms(a.p50)} p50, ${ms(a.p95)} p95, ${ms(a.max)} max after due; ` +
          `finished ${ms(b.p50)} p50, ${ms(b.p95)} p95, ${ms(b.max)} max after due`,
      );
    };

    // ---- phase A: the schedules alone ---------------------------------------------------------------------------
    const loop = monitorEventLoopDelay({ resolution: 10 });
    // The histogram records the time between its 10 ms timer's callbacks: the delay is what exceeds 10 ms.
    const loopLine = (mem: { peakRss: number; peakHeap: number }) =>
      `event loop delay                   p50 ${(loop.percentile(50) / 1e6 - 10).toFixed(1)} ms, p99 ` +
      `${(loop.percentile(99) / 1e6 - 10).toFixed(1)} ms, max ${(loop.max / 1e6 - 10).toFixed(0)} ms; peak RSS ${mb(mem.peakRss)}, heap ${mb(mem.peakHeap)}`;
    {
      const t0 = Date.now() + 1_000;
      const due = await makeSchedulesDue(t0);
      const memory = startMemorySampler(100, 60_000);
      loop.reset();
      loop.enable();
      const scheduler = startJobScheduler({ db, log, lanes: ["schedules"], intervalMs: { schedules: TICK_MS }, initialDelayMs: 0 });
      const deadline = Date.now() + TIMEOUT_MS;
      let done = 0;
      while (Date.now() < deadline) {
        await sleep(200);
        [{ n: done }] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(monitoringResults)
          .where(gte(monitoringResults.startedAt, new Date(t0 - 1_000)));
        if (done >= SCHEDULES) break;
      }
      await scheduler.stop();
      loop.disable();
      const mem = memory.stop();
      const delays = await scheduleDelays(t0, due);
      console.log(`\nbaseline: the schedules lane alone (${done}/${SCHEDULES} schedules ran)`);
      printDelays("schedule runs", delays);
      console.log(`  ${loopLine(mem)}`);
    }

    // ---- phase B: every integration due at once, the same schedules due again -------------------------------------
    {
      const t0 = Date.now() + 1_000;
      await db
        .update(integrations)
        .set({ nextSyncAt: new Date(t0), claimId: null, claimedUntil: null })
        .where(inArray(integrations.id, integrationIds));
      const due = await makeSchedulesDue(t0);
      const memory = startMemorySampler(100, 60_000);
      loop.reset();
      loop.enable();
      // The scheduler's database, with the integrations lane's claim query (claimDueIntegrations) timed.
      const claims: number[] = [];
      const isClaim = (query: unknown) =>
        ((query as { queryChunks?: { value?: unknown }[] }).queryChunks ?? []).some((c) => Array.isArray(c?.value) && c.value.join("").includes("in_flight"));
      const timedDb = new Proxy(db, {
        get(target, prop) {
          if (prop === "execute") {
            return async (query: Parameters<typeof db.execute>[0]) => {
              const c0 = performance.now();
              try {
                return await target.execute(query);
              } finally {
                if (isClaim(query)) claims.push(performance.now() - c0);
              }
            };
          }
          const value = Reflect.get(target, prop, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      const scheduler = startJobScheduler({
        db: timedDb,
        log,
        lanes: ["integrations", "schedules"],
        intervalMs: { integrations: POLL_MS, schedules: TICK_MS },
        initialDelayMs: 0,
      });
      const deadline = Date.now() + TIMEOUT_MS;
      let synced = 0;
      let ran = 0;
      let allSyncedAt: number | null = null;
      const progress: string[] = [];
      let nextMark = t0 + 10_000;
      while (Date.now() < deadline) {
        await sleep(200);
        [{ n: synced }] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(integrationSyncs)
          .where(and(eq(integrationSyncs.trigger, "scheduled"), sql`${integrationSyncs.status} <> 'running'`));
        [{ n: ran }] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(monitoringResults)
          .where(gte(monitoringResults.startedAt, new Date(t0 - 1_000)));
        if (Date.now() >= nextMark) {
          progress.push(`${((Date.now() - t0) / 1000).toFixed(0)} s: ${synced} synced, ${ran} schedule runs`);
          nextMark += 10_000;
        }
        if (synced >= integrationIds.length && allSyncedAt === null) allSyncedAt = Date.now();
        if (synced >= integrationIds.length && ran >= SCHEDULES) break;
      }
      await scheduler.stop();
      loop.disable();
      const mem = memory.stop();

      const syncs = await db
        .select({
          accountId: integrationSyncs.accountId,
          status: integrationSyncs.status,
          startedAt: integrationSyncs.startedAt,
          completedAt: integrationSyncs.completedAt,
          error: integrationSyncs.error,
        })
        .from(integrationSyncs)
        .where(eq(integrationSyncs.trigger, "scheduled"));
      const finished = syncs.filter((s) => s.completedAt);
      const intervals = finished.map((s) => ({ accountId: s.accountId, start: s.startedAt.getTime(), end: s.completedAt!.getTime() }));
      const byAccount = new Map<string, { start: number; end: number }[]>();
      for (const i of intervals) byAccount.set(i.accountId, [...(byAccount.get(i.accountId) ?? []), i]);
      let perAccount = 0;
      for (const list of byAccount.values()) perAccount = Math.max(perAccount, maxOverlap(list));
      const lastEnd = Math.max(...intervals.map((i) => i.end));
      const firstStart = Math.min(...intervals.map((i) => i.start));
      const durations = summary(intervals.map((i) => i.end - i.start));
      const failed = finished.filter((s) => s.status === "failed");

      console.log(`\nwith integrations: the integrations and schedules lanes together`);
      console.log(
        `  integrations synced once           ${finished.length}/${integrationIds.length}${
          failed.length ? ` (${failed.length} failed: ` + `${failed[0].error})` : ""
        } in ${((lastEnd - t0) / 1000).toFixed(1)} s from due (first sync started after ${ms(firstStart - t0)}) → ` +
          `${(finished.length / ((lastEnd - t0) / 1000)).toFixed(1)} syncs/s`,
      );
      console.log(
        `  one sync                           ${ms(durations.p50)} p50, ${ms(durations.p95)} p95, ${ms(durations.max)} max (start to ` +
          `finish, as recorded on the sync)`,
      );
      console.log(
        `  syncs running at once              at most ${maxOverlap(intervals)} in all (pool ${config.integrations.concurrency}); at most ` +
          `${perAccount} for one account (limit ${config.integrations.accountConcurrency})`,
      );
      if (heavy) {
        const mine = (byAccount.get(heavy.accountId) ?? []).sort((a, b) => a.start - b.start);
        const others = intervals.filter((i) => i.accountId !== heavy.accountId).map((i) => i.end - t0);
        console.log(
          `  the tenant with ${HEAVY} integrations     ${mine.length} synced, at most ${maxOverlap(mine)} at once, between ` +
            `${((mine[0]?.start - t0) / 1000).toFixed(1)} s and ${((mine[mine.length - 1]?.end - t0) / 1000).toFixed(1)} s; the other accounts' syncs ` +
            `finished by ${(Math.max(...others) / 1000).toFixed(1)} s (half by ${(summary(others).p50 / 1000).toFixed(1)} s)`,
        );
      }
      const c = summary(claims);
      console.log(
        `  claim queries (integrations lane)  ${c.n}, ${ms(c.p50)} p50, ${ms(c.p95)} p95, ${ms(c.max)} max; ` +
          `${(claims.reduce((x, y) => x + y, 0) / 1000).toFixed(1)} s in all (they run one at a time)`,
      );
      const delays = await scheduleDelays(t0, due);
      printDelays("schedule runs, all", delays);
      printDelays(
        "  due while syncs were running",
        delays.filter((d) => d.due <= lastEnd),
      );
      printDelays(
        "  due after the last sync",
        delays.filter((d) => d.due > lastEnd),
      );
      console.log(`  ${loopLine(mem)}`);
      console.log(`  progress                           ${progress.join("; ") || "(under 10 s)"}`);
      if (allSyncedAt === null || ran < SCHEDULES) console.log(`  STOPPED at the ${TIMEOUT_MS / 1000} s timeout: ${synced} synced, ${ran} schedule runs`);
    }
  } finally {
    await closeDb();
    await database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * A GitHub sync of a large organization: the GitHub connector's discover and every built-in test, against the
 * local fake GitHub (tests/fakes/github) holding 2,000 repositories and 5,000 members with a realistic mix of
 * settings. Prints wall time, requests made (per operation), resources and outcomes, and the process's memory
 * sampled while it runs: RSS peak and heap growth stay flat when pages are streamed rather than collected. No
 * database. Asserts nothing.
 *   npx tsx bench/github-sync.ts [--repos 2000] [--members 5000] [--latency-ms 0] [--concurrency 8]
 * With `npx tsx --expose-gc …` the checkpoints collect garbage first, so they show what is still referenced.
 * --latency-ms makes every answer of the fake wait, to see the effect of Octokit's 10 calls in flight per token.
 */
import "../scripts/allow-server-modules.mjs";
import { createLogger } from "@/lib/log";
import { createGitHubConnector } from "@/lib/connectors/github/connector";
import type { TestOutcome } from "@/lib/vocabulary";
import { startFakeGitHub } from "../tests/fakes/github/server";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const REPOS = opt("repos", 2_000);
const MEMBERS = opt("members", 5_000);
const LATENCY_MS = opt("latency-ms", 0);
const CONCURRENCY = opt("concurrency", 8);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  // One repository in ten archived, one in eight on rulesets instead of branch protection, some unprotected, some
  // with alerts off or open critical alerts, a few outside admins; one member in 25 without 2FA.
  const fake = await startFakeGitHub({
    repos: REPOS,
    members: MEMBERS,
    latencyMs: LATENCY_MS,
    rateLimit: 1_000_000,
    repo: (i) => ({
      archived: i % 10 === 9,
      ...(i % 8 === 1 ? { protection: null, rules: { requiredReviews: 1, blockForcePushes: true, source: "Organization" as const } } : {}),
      ...(i % 17 === 3 ? { protection: null } : {}),
      ...(i % 13 === 5 ? { vulnerabilityAlerts: false } : {}),
      ...(i % 11 === 4 ? { criticalAlerts: 2 + (i % 3), highAlerts: 5 } : {}),
      ...(i % 97 === 7 ? { outsideCollaborators: [{ login: `contractor-${i}`, permission: "admin" as const }] } : {}),
      secretScanning: i % 6 !== 2,
    }),
    member: (i) => ({ twoFactor: i % 25 !== 24 }),
  });
  const connector = createGitHubConnector({ repositoryConcurrency: CONCURRENCY });
  const ctx = {
    config: { organization: "acme", baseUrl: fake.url },
    credentials: { token: fake.token },
    signal: AbortSignal.timeout(600_000),
    log: createLogger({ level: "warn" }),
    now: new Date(),
    allowPrivateTargets: true,
  };

  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 25);

  const byType = new Map<string, number>();
  const outcomes = new Map<TestOutcome, number>();
  const started = performance.now();
  let firstAt = 0;
  let firstRepositoryAt = 0;
  const total = 1 + MEMBERS + REPOS;
  const checkpoints: string[] = [];
  let seen = 0;
  for await (const resource of connector.discover!(ctx)) {
    seen += 1;
    if (seen % Math.ceil(total / 5) === 0 || seen === total) {
      // With --expose-gc the figure is what is still referenced, not garbage waiting for a collection.
      global.gc?.();
      const m = process.memoryUsage();
      checkpoints.push(`${String(seen).padStart(5)} resources: heap ${mb(m.heapUsed)}, RSS ${mb(m.rss)}`);
    }
    if (firstAt === 0) firstAt = performance.now() - started;
    if (firstRepositoryAt === 0 && resource.type === "github.repository") firstRepositoryAt = performance.now() - started;
    byType.set(resource.type, (byType.get(resource.type) ?? 0) + 1);
    for (const test of connector.tests) {
      if (test.resourceType !== resource.type) continue;
      const { outcome } = test.evaluate(resource.attributes, resource);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = process.memoryUsage();

  console.log(`GitHub sync: ${REPOS} repositories, ${MEMBERS} members, fake latency ${LATENCY_MS} ms, ${CONCURRENCY} repositories at once`);
  console.log(
    `  wall time            ${seconds.toFixed(2)} s (first resource after ${firstAt.toFixed(0)} ms, first repository after ` +
      `${(firstRepositoryAt / 1000).toFixed(2)} s)`,
  );
  console.log(
    `  requests             ${fake.requests} (${(fake.requests / seconds).toFixed(0)}/s; at most ${fake.maxInFlight} open at the fake, ` +
      `which answers at once without --latency-ms)`,
  );
  for (const [operation, count] of [...fake.calls].sort((a, b) => b[1] - a[1])) console.log(`    ${String(count).padStart(6)}  ${operation}`);
  console.log(`  resources            ${[...byType].map(([t, n]) => `${n} ${t}`).join(", ")}`);
  console.log(`  test outcomes        ${[...outcomes].map(([o, n]) => `${n} ${o}`).join(", ")}`);
  console.log(`  RSS                  ${mb(before.rss)} before, peak ${mb(peakRss)} (+${mb(peakRss - before.rss)}), ${mb(after.rss)} after`);
  console.log(`  heap used            ${mb(before.heapUsed)} before, peak ${mb(peakHeap)} (+${mb(peakHeap - before.heapUsed)}), ${mb(after.heapUsed)} after`);
  console.log(`  memory while streaming (flat when pages are not collected):`);
  for (const line of checkpoints) console.log(`    ${line}`);
  console.log(`  (the fake GitHub runs in this process: its answers are part of these figures)`);
  await fake.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

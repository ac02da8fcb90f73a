/**
 * Documents: median and p95 latency of generate, validate, search and bulk generation through the
 * real route handlers (auth, validation, envelope, database writes and usage metering included),
 * next to the pure rendering / analysis / ranking cost. Targets: generate, validate and search
 * under 20 ms at the median; bulk generation of a framework's full set under 200 ms.
 *   npx tsx bench/documents.ts [--iterations 100] [--embedded]
 * Uses PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 * a scratch database is created and dropped), or embedded PGlite with --embedded.
 */
import "../scripts/allow-server-modules.mjs";
import { freshDatabase } from "./lib/server";

const args = process.argv.slice(2);
const iterations = Number(args[args.indexOf("--iterations") + 1] || 0) || 100;
const embedded = args.includes("--embedded");

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
process.env.LOG_LEVEL ??= "silent";
process.env.RATE_LIMIT_PER_MINUTE = "100000000";
process.env.USAGE_LIMITS = JSON.stringify({ enterprise: 1_000_000_000 });

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
}

async function time(n: number, fn: (i: number) => Promise<unknown> | unknown): Promise<number[]> {
  for (let i = 0; i < Math.min(10, n); i++) await fn(i); // warm-up: JIT, statement caches
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    samples.push(performance.now() - t0);
  }
  return samples;
}

async function main() {
  let stop: () => Promise<void>;
  if (embedded) {
    const { startEmbeddedDatabase } = await import("@/lib/db/embedded");
    const db = await startEmbeddedDatabase(undefined);
    process.env.DATABASE_URL = db.url;
    process.env.DB_POOL_MAX = "1";
    stop = db.stop;
  } else {
    const db = await freshDatabase("cp_bench_documents");
    process.env.DATABASE_URL = db.url;
    process.env.DB_POOL_MAX = "10";
    stop = db.drop;
  }
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { sql } = await import("drizzle-orm");
  const { closeDb, getDb } = await import("@/lib/db/client");
  const { accounts, users } = await import("@/db/accounts");
  const { makeCtx, memberCaller } = await import("@/lib/context");
  const { createApiKey } = await import("@/lib/api-keys/create-api-key");
  const { templates, getTemplate } = await import("@/lib/documents/internal/templates");
  const { renderTemplate } = await import("@/lib/documents/internal/render");
  const { analyzeDocument } = await import("@/lib/documents/internal/analyze");
  const { searchTemplates } = await import("@/lib/documents/internal/search");
  const { exampleVariables } = await import("@/lib/documents/internal/preview");
  const { POST: generate } = await import("@/app/api/v1/documents/generate/route");
  const { POST: bulk } = await import("@/app/api/v1/documents/generate/bulk/route");
  const { POST: validate } = await import("@/app/api/v1/documents/validate/route");
  const { POST: search } = await import("@/app/api/v1/documents/search/route");

  try {
    await prepareDatabase();
    const d = getDb();
    const [account] = await d.insert(accounts).values({ name: "Bench Co", tier: "enterprise" }).returning();
    const [user] = await d
      .insert(users)
      .values({ accountId: account.id, email: `bench-${Date.now()}@example.com`, name: "Bench", passwordHash: "x" })
      .returning();
    const { key } = await createApiKey(makeCtx(memberCaller(user.id, account.id)), { name: "bench" });

    const post = async (
      handler: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>,
      path: string,
      body: unknown,
      auth = true,
    ) => {
      const res = await handler(
        new Request(`http://localhost:3000${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(auth ? { "x-api-key": key } : {}) },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({}) },
      );
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };

    // A company profile with every field, so each framework's full set generates.
    const profile = Object.fromEntries(templates.flatMap((t) => Object.entries(exampleVariables(t))));
    const dpa = getTemplate("data-processing-agreement")!;
    const dpaVars = exampleVariables(dpa);
    const dpaDoc = renderTemplate(dpa, dpaVars).content;
    const stored = (
      await post(generate, "/api/v1/documents/generate", {
        templateId: "incident-response-plan",
        variables: exampleVariables(getTemplate("incident-response-plan")!),
      })
    ).data;
    const queries = [
      "GDPR processor contract",
      "what to do when we get hacked",
      "password and MFA requirements",
      "how long do we keep customer data",
      "disaster recovery",
      "cookie banner",
    ];

    const rows: [string, number[]][] = [];
    // The floor every metered write pays: one small write transaction and its commit.
    await d.execute(sql`create table if not exists bench_floor (id serial primary key, v text)`);
    rows.push([
      "floor: one-row write transaction (insert + commit)",
      await time(iterations, () =>
        d.transaction(async (tx) => {
          await tx.execute(sql`insert into bench_floor (v) values ('x')`);
        }),
      ),
    ]);
    rows.push(["render only (DPA, in process)", await time(iterations, () => renderTemplate(dpa, dpaVars))]);
    rows.push(["analyze only (DPA vs gdpr, in process)", await time(iterations, () => analyzeDocument(dpaDoc, "gdpr", "dpa"))]);
    rows.push(["rank only (search, in process)", await time(iterations, (i) => searchTemplates({ query: queries[i % queries.length] }))]);
    rows.push([
      "POST /documents/generate",
      await time(iterations, () => post(generate, "/api/v1/documents/generate", { templateId: "data-processing-agreement", variables: dpaVars })),
    ]);
    rows.push([
      "POST /documents/validate (content)",
      await time(iterations, () => post(validate, "/api/v1/documents/validate", { content: dpaDoc, frameworkId: "gdpr" })),
    ]);
    rows.push([
      "POST /documents/validate (documentId)",
      await time(iterations, () => post(validate, "/api/v1/documents/validate", { documentId: stored.id, frameworkId: "soc2" })),
    ]);
    rows.push([
      "POST /documents/search",
      await time(iterations, (i) => post(search, "/api/v1/documents/search", { query: queries[i % queries.length] }, false)),
    ]);
    const bulkIterations = Math.max(10, Math.floor(iterations / 4));
    for (const fw of ["soc2", "gdpr", "iso27001"]) {
      const count = templates.filter((t) => t.frameworks.includes(fw)).length;
      rows.push([
        `POST /documents/generate/bulk (${fw}: ${count} documents)`,
        await time(bulkIterations, () => post(bulk, "/api/v1/documents/generate/bulk", { frameworkId: fw, variables: profile })),
      ]);
    }

    console.log(`\nDocuments benchmark (${embedded ? "embedded PGlite" : "PostgreSQL"}; ${iterations} iterations, bulk ${bulkIterations}; ms)\n`);
    console.log(`${"operation".padEnd(52)} ${"median".padStart(8)} ${"p95".padStart(8)}`);
    for (const [name, samples] of rows) {
      const s = stats(samples);
      console.log(`${name.padEnd(52)} ${s.median.toFixed(2).padStart(8)} ${s.p95.toFixed(2).padStart(8)}`);
    }
    console.log("\nTargets: generate, validate and search medians < 20 ms; bulk of a framework's full set < 200 ms.");
  } finally {
    await closeDb();
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

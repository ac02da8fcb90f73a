/**
 * Sampling from a 1,000,000-row population (docs/sampling.md): the pure draw, then the auditor's route, as a dry
 * run (draw and read the drawn rows) and recorded (sample, items and one evidence request per item). Prints the
 * median and worst of each; the target is under 1 s for the whole request.
 *   npx tsx bench/sampling.ts [--rows 1000000] [--iterations 20]
 * Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
 * a scratch database is created and dropped.
 */
import "../scripts/allow-server-modules.mjs";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { freshDatabase } from "./lib/server";

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1] || 0) || fallback;
const ROWS = arg("rows", 1_000_000);
const ITERATIONS = arg("iterations", 20);

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
process.env.LOG_LEVEL ??= "silent";
process.env.RATE_LIMIT_PER_MINUTE = "100000000";

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, worst ${sorted[sorted.length - 1].toFixed(1)} ms`;
}

async function main() {
  const db = await freshDatabase("cp_bench_sampling");
  process.env.DATABASE_URL = db.url;
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { closeDb, getDb } = await import("@/lib/db/client");
  const { accounts, users } = await import("@/db/accounts");
  const { audits, auditControls, auditInvitations } = await import("@/db/audits");
  const { auditPopulations } = await import("@/db/audit-populations");
  const { signAuditorToken } = await import("@/lib/credentials/jwt");
  const { drawSample } = await import("@/lib/sampling");
  const { POST: sampleHandler } = await import("@/app/api/v1/auditor/populations/[pid]/samples/route");
  const { POST: createPopulationHandler } = await import("@/app/api/v1/audits/[id]/populations/route");
  const { tokenFor } = await import("@/lib/credentials/member-session");
  try {
    await prepareDatabase();
    const d = getDb();
    const [account] = await d.insert(accounts).values({ name: "Bench Co", tier: "business" }).returning();
    const [user] = await d
      .insert(users)
      .values({ accountId: account.id, email: `bench-${Date.now()}@example.com`, name: "Bench Owner", passwordHash: "x" })
      .returning();
    const [audit] = await d
      .insert(audits)
      .values({
        accountId: account.id,
        frameworkId: "soc2",
        frameworkName: "SOC 2",
        frameworkKind: "builtin",
        type: "type_ii",
        title: "Bench sampling",
        status: "in_progress",
        periodStart: "2026-01-01",
        periodEnd: "2026-12-31",
        createdBy: user.id,
      })
      .returning();
    await d.insert(auditControls).values({ auditId: audit.id, controlId: "CC8.1", title: "Change management", sortOrder: 0 });
    const [invitation] = await d
      .insert(auditInvitations)
      .values({
        auditId: audit.id,
        accountId: account.id,
        email: "auditor@firm.test",
        name: "Bench Auditor",
        tokenHash: randomUUID(),
        status: "accepted",
        expiresAt: new Date(Date.now() + 86_400_000),
        acceptedAt: new Date(),
      })
      .returning();
    const [population] = await d
      .insert(auditPopulations)
      .values({
        auditId: audit.id,
        accountId: account.id,
        controlId: "CC8.1",
        name: "Production changes 2026",
        kind: "changes",
        frequency: "multiple_daily",
        source: "api",
        rowCount: ROWS,
        sha256: "0".repeat(64),
        ownerUserId: user.id,
        createdBy: user.id,
      })
      .returning();
    const t0 = performance.now();
    await d.execute(
      sql`insert into audit_population_rows (population_id, row_number, item_key, occurred_at, data)
          select ${population.id}::uuid, g, 'PR-' || g, timestamptz '2026-01-01' + g * interval '31 seconds', jsonb_build_object('repository', 'app',
            'author', 'dev' || (g % 50))
          from generate_series(1, ${ROWS}::int) g`,
    );
    await d.execute(sql`analyze audit_population_rows`);
    console.log(`population: ${ROWS.toLocaleString("en")} rows inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // The largest upload one request takes: a 100,000-row CSV through the customer's route (parse, check, store).
    const lines = ["id,date,email"];
    for (let i = 1; i <= 100_000; i++) lines.push(`HIRE-${i},2026-${String((i % 12) + 1).padStart(2, "0")}-15,person${i % 500}@example.com`);
    const csv = `${lines.join("\n")}\n`;
    const customer = await tokenFor(d, user.id, account.id);
    const tu = performance.now();
    const upload = await createPopulationHandler(
      new Request(`http://localhost/api/v1/audits/${audit.id}/populations`, {
        method: "POST",
        headers: { authorization: `Bearer ${customer}`, "content-type": "application/json" },
        body: JSON.stringify({ control_id: "CC8.1", name: "New hires", kind: "new_hires", frequency: "daily", source: "csv", filename: "hires.csv", csv }),
      }),
      { params: Promise.resolve({ id: audit.id }) },
    );
    if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${(await upload.text()).slice(0, 300)}`);
    console.log(`POST …/populations, 100,000-row CSV (${(csv.length / 1e6).toFixed(1)} MB): ${((performance.now() - tu) / 1000).toFixed(1)} s`);

    // Past the row limit: a 1,000,000-row CSV of short rows (under the body limit) is refused once row 100,001 is read.
    const huge = `id,date\n${Array.from({ length: 1_000_000 }, (_, i) => `${i + 1},2026-01-15\n`).join("")}`;
    const tr = performance.now();
    const refused = await createPopulationHandler(
      new Request(`http://localhost/api/v1/audits/${audit.id}/populations`, {
        method: "POST",
        headers: { authorization: `Bearer ${customer}`, "content-type": "application/json" },
        body: JSON.stringify({ control_id: "CC8.1", name: "Too many", kind: "new_hires", frequency: "daily", source: "csv", filename: "huge.csv", csv: huge }),
      }),
      { params: Promise.resolve({ id: audit.id }) },
    );
    if (refused.status !== 400) throw new Error(`the 1,000,000-row upload answered ${refused.status}`);
    console.log(`POST …/populations, 1,000,000-row CSV (${(huge.length / 1e6).toFixed(1)} MB) refused: ${((performance.now() - tr) / 1000).toFixed(1)} s`);

    const pure: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const t = performance.now();
      drawSample({ seed: `bench-${i}`, populationSize: ROWS, size: 60 });
      pure.push(performance.now() - t);
    }
    console.log(`drawSample, 60 of ${ROWS.toLocaleString("en")}: ${stats(pure)}`);

    const token = await signAuditorToken(invitation.id, audit.id, account.id);
    const post = async (body: Record<string, unknown>) => {
      const t = performance.now();
      const res = await sampleHandler(
        new Request(`http://localhost/api/v1/auditor/populations/${population.id}/samples`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ pid: population.id }) },
      );
      const text = await res.text();
      if (res.status >= 300) throw new Error(`sample answered ${res.status}: ${text}`);
      return performance.now() - t;
    };
    const dry: number[] = [];
    for (let i = 0; i < ITERATIONS; i++)
      dry.push(await post({ size: 60, override_reason: "Bench: the high end of the range", seed: `dry-${i}`, dry_run: true }));
    console.log(`POST …/samples dry run (60 items, rows read): ${stats(dry)}`);
    const recorded: number[] = [];
    for (let i = 0; i < Math.min(ITERATIONS, 5); i++)
      recorded.push(await post({ size: 60, override_reason: "Bench: the high end of the range", seed: `rec-${i}` }));
    console.log(`POST …/samples recorded (60 items and 60 evidence requests): ${stats(recorded)}`);
  } finally {
    await closeDb();
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Audit detail and report generation for a large audit: 1,000 controls, 500 findings, 5,000
 * activity entries (plus 200 evidence requests and 2 auditors), on PostgreSQL. Prints the median
 * and p95 latency through the real route handlers, and the number of SQL statements each request
 * runs, next to the same counts for a 10-control audit — the count must not grow with the audit.
 *   npx tsx bench/audits.ts [--iterations 50]
 * Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
 * a scratch database is created and dropped.
 */
import "../scripts/allow-server-modules.mjs";
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { drizzle } from "drizzle-orm/postgres-js";
import { freshDatabase } from "./lib/server";
import { prose } from "@/lib/format/prose";
import { AUDIT_CONTROL_STATUSES, FINDING_SEVERITIES } from "@/lib/vocabulary";

const args = process.argv.slice(2);
const iterations = Number(args[args.indexOf("--iterations") + 1] || 0) || 50;

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
process.env.LOG_LEVEL ??= "silent";
process.env.RATE_LIMIT_PER_MINUTE = "100000000";

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0] };
}

async function main() {
  const db = await freshDatabase("cp_bench_audits");
  process.env.DATABASE_URL = db.url;
  process.env.DB_POOL_MAX = "10";
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { closeDb, getDb } = await import("@/lib/db/client");
  const { accounts, users } = await import("@/db/accounts");
  const { audits, auditControls, auditFindings, auditActivity, auditInvitations } = await import("@/db/audits");
  const { auditEvidenceRequests } = await import("@/db/audit-evidence-requests");
  const { tokenFor } = await import("@/lib/credentials/member-session");
  const { makeCtx, memberCaller } = await import("@/lib/context");
  const { getAudit } = await import("@/lib/audits/get-audit");
  const { generateReport } = await import("@/lib/audits/generate-report");
  const { GET: detailHandler } = await import("@/app/api/v1/audits/[id]/route");
  const { POST: reportHandler } = await import("@/app/api/v1/audits/[id]/report/route");

  try {
    await prepareDatabase();
    const d = getDb();
    const [account] = await d.insert(accounts).values({ name: "Bench Co", tier: "business" }).returning();
    const [user] = await d
      .insert(users)
      .values({ accountId: account.id, email: `bench-${Date.now()}@example.com`, name: "Bench User", passwordHash: "x" })
      .returning();

    async function seedAudit(controls: number, findings: number, activity: number, requests: number) {
      const [audit] = await d
        .insert(audits)
        .values({
          accountId: account.id,
          frameworkId: "bench",
          frameworkName: "Bench framework",
          frameworkKind: "builtin",
          type: "type_ii",
          title: `Bench audit ${controls}`,
          status: "findings",
          createdBy: user.id,
        })
        .returning();
      const statuses = AUDIT_CONTROL_STATUSES;
      const severities = FINDING_SEVERITIES;
      const chunk = async <T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) => {
        for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
      };
      await chunk(
        Array.from({ length: controls }, (_, i) => ({
          auditId: audit.id,
          controlId: `BC-${i + 1}`,
          title: `Control ${i + 1}: access | change | logging`,
          description: "Synthetic control for the benchmark.",
          category: `Family ${i % 20}`,
          sortOrder: i,
          status: statuses[i % 4],
          auditorNotes: i % 3 === 0 ? `Note on control ${i + 1}` : null,
          evidenceSufficient: i % 4 === 1 ? true : null,
          reviewedAt: i % 4 === 0 ? null : new Date(),
        })),
        (b) => d.insert(auditControls).values(b),
      );
      await chunk(
        Array.from({ length: findings }, (_, i) => ({
          auditId: audit.id,
          controlId: `BC-${(i % controls) + 1}`,
          severity: severities[i % 4],
          title: `Finding ${i + 1}`,
          description: `Description of finding ${i + 1}, with *markdown* and | pipes.`,
          remediation: i % 2 ? `Fix ${i + 1}` : null,
          status: "open" as const,
        })),
        (b) => d.insert(auditFindings).values(b),
      );
      const t0 = Date.now() - activity * 1000;
      await chunk(
        Array.from({ length: activity }, (_, i) => ({
          auditId: audit.id,
          type: "control_reviewed" as const,
          actorType: "auditor" as const,
          actorId: randomUUID(),
          actorName: "Bench Auditor",
          controlId: `BC-${(i % controls) + 1}`,
          status: statuses[i % 4],
          details: { from: "pending", to: statuses[i % 4] },
          at: new Date(t0 + i * 1000),
        })),
        (b) => d.insert(auditActivity).values(b),
      );
      await chunk(
        Array.from({ length: requests }, (_, i) => ({
          auditId: audit.id,
          controlId: `BC-${(i % controls) + 1}`,
          description: `Request ${i + 1}`,
          priority: "medium" as const,
        })),
        (b) => d.insert(auditEvidenceRequests).values(b),
      );
      for (const n of [1, 2]) {
        await d.insert(auditInvitations).values({
          auditId: audit.id,
          accountId: account.id,
          email: `auditor${n}-${controls}@firm.test`,
          name: `Auditor ${n}`,
          tokenHash: randomUUID(),
          status: "accepted",
          expiresAt: new Date(),
        });
      }
      return audit.id;
    }

    const bigId = await seedAudit(1000, 500, 5000, 200);
    const smallId = await seedAudit(10, 5, 20, 2);
    await d.execute("analyze");

    // Statement counts: the same services on a drizzle instance that counts what it sends.
    const countingSql = postgres(db.url, { max: 2, onnotice: () => {} });
    let statements = 0;
    const counting = drizzle(countingSql, { logger: { logQuery: () => void statements++ } });
    const caller = memberCaller(user.id, account.id);
    const countOf = async (fn: () => Promise<unknown>) => {
      statements = 0;
      await fn();
      return statements;
    };
    const ctx = () => makeCtx(caller, { db: counting });
    const queries = {
      detailBig: await countOf(() => getAudit(ctx(), bigId)),
      detailSmall: await countOf(() => getAudit(ctx(), smallId)),
      reportBig: await countOf(() => generateReport(ctx(), bigId)),
      reportSmall: await countOf(() => generateReport(ctx(), smallId)),
    };
    await countingSql.end();

    // Latency through the real route handlers (auth, validation, JSON envelope included).
    const token = await tokenFor(getDb(), user.id, account.id);
    const headers = { authorization: `Bearer ${token}` };
    async function time(label: string, run: () => Promise<Response>) {
      for (let i = 0; i < 5; i++) await (await run()).text();
      const samples: number[] = [];
      let bytes = 0;
      for (let i = 0; i < iterations; i++) {
        const t = performance.now();
        const res = await run();
        const body = await res.text();
        samples.push(performance.now() - t);
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${body.slice(0, 200)}`);
        bytes = body.length;
      }
      return { label, ...stats(samples), bytes };
    }
    const detail = await time("GET /api/v1/audits/:id", () =>
      detailHandler(new Request(`http://localhost/api/v1/audits/${bigId}`, { headers }), { params: Promise.resolve({ id: bigId }) }),
    );
    const report = await time("POST /api/v1/audits/:id/report", () =>
      reportHandler(new Request(`http://localhost/api/v1/audits/${bigId}/report`, { method: "POST", headers }), { params: Promise.resolve({ id: bigId }) }),
    );

    console.log(`\nAudit of 1,000 controls, 500 findings, 5,000 activity entries, 200 evidence requests (PostgreSQL, ${iterations} runs each)\n`);
    console.log("request                              median ms   p95 ms   min ms   response bytes   SQL statements (big / 10-control audit)");
    for (const [r, q] of [
      [detail, `${queries.detailBig} / ${queries.detailSmall}`],
      [report, `${queries.reportBig} / ${queries.reportSmall}`],
    ] as const) {
      console.log(
        `${r.label.padEnd(36)} ${r.median.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)} ${r.min.toFixed(1).padStart(8)} ` +
          `${String(r.bytes).padStart(16)}   ${q}`,
      );
    }
    console.log("\nTargets: detail < 50 ms and report < 300 ms at the median; statement counts independent of the audit's size.");
    console.log(
      prose(
        "(Statements as sent by drizzle, BEGIN/COMMIT not counted: detail = tier, audit, progress, recent activity; report = tier, locked",
        "audit, auditors, controls, findings, evidence requests, activity entry, account event.)",
      ),
    );
    if (queries.detailBig !== queries.detailSmall || queries.reportBig !== queries.reportSmall) {
      console.log("WARNING: the number of statements depends on the audit's size.");
      process.exitCode = 1;
    }
  } finally {
    await closeDb();
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * The audit package of a large audit: 1,000 controls and 2 GB of evidence (200 files of 10 MiB, each mapped to
 * five controls), streamed through the real route handler and read to the end. Prints the time, the archive's
 * size and how much the process's RSS grew above its level before the download (sampled every 20 ms): the
 * package streams evidence from storage, so the growth must not follow the evidence's weight (target < 100 MiB).
 *   npx tsx bench/audit-package.ts [--files 200] [--mib 10] [--storage local|s3]
 * `--storage s3` keeps the evidence in a real S3-protocol server (s3rver in its own process, BENCH_S3_PORT, default
 * 4420) and streams it from the bucket; the default is the local folder.
 * Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
 * a scratch database and a scratch upload folder are created and removed.
 */
import "../scripts/allow-server-modules.mjs";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { startBenchBucket, type BenchBucket } from "./lib/s3-bucket";
import { freshDatabase } from "./lib/server";

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1] || 0) || fallback;
const FILES = arg("files", 200);
const MIB = arg("mib", 10);
const STORAGE = args.includes("--storage") ? args[args.indexOf("--storage") + 1] : "local";
if (STORAGE !== "local" && STORAGE !== "s3") throw new Error("--storage is local or s3");
const CONTROLS = 1000;

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
process.env.LOG_LEVEL ??= "silent";
process.env.RATE_LIMIT_PER_MINUTE = "100000000";
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-package-"));
process.env.UPLOAD_DIR = uploadDir;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  let bucket: BenchBucket | undefined;
  if (STORAGE === "s3") {
    bucket = await startBenchBucket();
    Object.assign(process.env, bucket.env);
  }
  const db = await freshDatabase("cp_bench_package");
  process.env.DATABASE_URL = db.url;
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { closeDb, getDb } = await import("@/lib/db/client");
  const { accounts, users } = await import("@/db/accounts");
  const { audits, auditControls } = await import("@/db/audits");
  const { evidenceControls, evidenceFiles, evidenceItems } = await import("@/db/evidence");
  const { tokenFor } = await import("@/lib/credentials/member-session");
  const { GET: packageHandler } = await import("@/app/api/v1/audits/[id]/package/route");
  const { fileKey, fileStore } = await import("@/lib/storage");
  try {
    await prepareDatabase();
    const d = getDb();
    const [account] = await d.insert(accounts).values({ name: "Bench Co", tier: "business" }).returning();
    const [user] = await d
      .insert(users)
      .values({ accountId: account.id, email: `bench-${Date.now()}@example.com`, name: "Bench User", passwordHash: "x" })
      .returning();
    const [audit] = await d
      .insert(audits)
      .values({
        accountId: account.id,
        frameworkId: "bench",
        frameworkName: "Bench framework",
        frameworkKind: "builtin",
        type: "type_ii",
        title: "Bench package",
        status: "findings",
        periodStart: "2026-01-01",
        periodEnd: "2026-12-31",
        createdBy: user.id,
      })
      .returning();
    for (let i = 0; i < CONTROLS; i += 500) {
      await d.insert(auditControls).values(
        Array.from({ length: 500 }, (_, j) => ({
          auditId: audit.id,
          controlId: `BC-${i + j + 1}`,
          title: `Control ${i + j + 1}`,
          category: `Family ${(i + j) % 20}`,
          sortOrder: i + j,
        })),
      );
    }

    // Evidence files in storage: one random block repeated (writing 2 GB of fresh randomness would dominate the setup).
    const block = randomBytes(1024 * 1024);
    let totalBytes = 0;
    for (let f = 0; f < FILES; f++) {
      const id = randomUUID();
      const storageKey = fileKey(account.id, id);
      const hash = createHash("sha256");
      const stored = await fileStore().put(
        storageKey,
        Readable.from(
          (function* () {
            for (let m = 0; m < MIB; m++) {
              hash.update(block);
              yield block;
            }
          })(),
          { objectMode: false },
        ),
      );
      const size = MIB * 1024 * 1024;
      if (stored.size !== size || stored.sha256 !== hash.digest("hex")) throw new Error("stored evidence differs from what was written");
      totalBytes += size;
      const [file] = await d
        .insert(evidenceFiles)
        .values({
          accountId: account.id,
          uploadedBy: user.id,
          filename: `evidence-${f + 1}.bin`,
          contentType: "application/octet-stream",
          id,
          size,
          sha256: stored.sha256,
          storageKey,
        })
        .returning();
      const [item] = await d
        .insert(evidenceItems)
        .values({
          accountId: account.id,
          title: `Evidence ${f + 1}`,
          url: `/api/v1/evidence/files/${file.id}`,
          source: "upload",
          fileId: file.id,
          createdByType: "user",
          createdById: user.id,
        })
        .returning();
      await d.insert(evidenceControls).values(
        Array.from({ length: 5 }, (_, c) => ({
          evidenceId: item.id,
          accountId: account.id,
          frameworkId: "bench",
          controlId: `BC-${((f * 5 + c) % CONTROLS) + 1}`,
        })),
      );
    }
    const token = await tokenFor(d, user.id, account.id);

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    let last = performance.now();
    let maxLag = 0;
    const sampler = setInterval(() => {
      const now = performance.now();
      maxLag = Math.max(maxLag, now - last - 20);
      last = now;
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const response = await packageHandler(
      new Request(`http://localhost/api/v1/audits/${audit.id}/package`, { headers: { authorization: `Bearer ${token}` } }),
      {
        params: Promise.resolve({ id: audit.id }),
      },
    );
    if (response.status !== 200) throw new Error(`package answered ${response.status}: ${await response.text()}`);
    let archiveBytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) archiveBytes += chunk.byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    console.log(`audit package: ${CONTROLS} controls, ${FILES} evidence files, ${mb(totalBytes)} MiB of evidence in ${STORAGE} storage`);
    console.log(`  archive ${mb(archiveBytes)} MiB in ${seconds.toFixed(1)} s (${mb(archiveBytes / seconds)} MiB/s)`);
    console.log(`  RSS before ${mb(baseline)} MiB, peak ${mb(peak)} MiB, growth ${mb(peak - baseline)} MiB (target < 100 MiB)`);
    console.log(`  longest event-loop stall while streaming ${maxLag.toFixed(0)} ms`);
  } finally {
    await closeDb();
    await db.drop();
    await bucket?.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

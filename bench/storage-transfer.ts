/**
 * 1 GiB through the S3 storage driver: streamed into a real S3-protocol server (s3rver, in its own process) with
 * lib/storage's `put` (a multipart upload, SHA-256 computed on the way), then downloaded through the real download
 * route (GET /api/v1/evidence/files/{id}) and hashed as it arrives. Prints the times and how much this process's RSS
 * grew above its level before each transfer (sampled every 20 ms): files stream, so the growth must not follow the
 * size (target < 64 MiB).
 *   npx tsx --expose-gc bench/storage-transfer.ts [--mib 1024]
 * Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a
 * scratch database and bucket are created and removed. BENCH_S3_PORT (default 4420) is the bucket's port.
 */
import "../scripts/allow-server-modules.mjs";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { startBenchBucket } from "./lib/s3-bucket";
import { freshDatabase } from "./lib/server";

const args = process.argv.slice(2);
const MIB = Number(args[args.indexOf("--mib") + 1] || 0) || 1024;

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
process.env.LOG_LEVEL ??= "silent";
process.env.RATE_LIMIT_PER_MINUTE = "100000000";

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Peak RSS above the level at the start, sampled while `work` runs. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; baseline: number; growth: number; peakBuffers: number }> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  let peakBuffers = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    peakBuffers = Math.max(peakBuffers, m.arrayBuffers);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, seconds: (performance.now() - started) / 1000, baseline, growth: peak - baseline, peakBuffers };
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  const bucket = await startBenchBucket();
  Object.assign(process.env, bucket.env);
  const db = await freshDatabase("cp_bench_storage");
  process.env.DATABASE_URL = db.url;
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { closeDb, getDb } = await import("@/lib/db/client");
  const { accounts, users } = await import("@/db/accounts");
  const { evidenceFiles } = await import("@/db/evidence");
  const { tokenFor } = await import("@/lib/credentials/member-session");
  const { fileKey, fileStore } = await import("@/lib/storage");
  const { GET: downloadHandler } = await import("@/app/api/v1/evidence/files/[id]/route");
  try {
    await prepareDatabase();
    const d = getDb();
    const [account] = await d.insert(accounts).values({ name: "Bench Co", tier: "business" }).returning();
    const [user] = await d
      .insert(users)
      .values({ accountId: account.id, email: `bench-${Date.now()}@example.com`, name: "Bench User", passwordHash: "x" })
      .returning();
    const token = await tokenFor(d, user.id, account.id);

    // The bytes arrive as a request body does, 64 KiB at a time: one random block, each copy with its index in front
    // (no two alike), hashed as it is produced.
    const CHUNK = 64 * 1024;
    const block = randomBytes(CHUNK);
    const produced = createHash("sha256");
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < (MIB * 1024 * 1024) / CHUNK; i++) {
          const chunk = Buffer.from(block);
          chunk.writeUInt32BE(i, 0);
          produced.update(chunk);
          yield chunk;
        }
      })(),
      // Bytes, not objects: a byte stream buffers one chunk ahead, as a request body does, not sixteen.
      { objectMode: false },
    );
    const fileId = randomUUID();
    const key = fileKey(account.id, fileId);
    const up = await measured(() => fileStore().put(key, source));
    const expected = produced.digest("hex");
    if (up.result.sha256 !== expected || up.result.size !== MIB * 1024 * 1024) throw new Error("the stored object is not what was sent");
    await d.insert(evidenceFiles).values({
      id: fileId,
      accountId: account.id,
      uploadedBy: user.id,
      filename: "one-gib.bin",
      contentType: "application/octet-stream",
      size: up.result.size,
      sha256: up.result.sha256,
      storageKey: key,
    });

    const down = await measured(async () => {
      const response = await downloadHandler(
        new Request(`http://localhost/api/v1/evidence/files/${fileId}`, { headers: { authorization: `Bearer ${token}` } }),
        { params: Promise.resolve({ id: fileId }) },
      );
      if (response.status !== 200) throw new Error(`download answered ${response.status}: ${await response.text()}`);
      const hash = createHash("sha256");
      let bytes = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        hash.update(chunk);
        bytes += chunk.byteLength;
      }
      return { bytes, sha256: hash.digest("hex") };
    });
    if (down.result.sha256 !== expected) throw new Error("the downloaded bytes differ from the uploaded ones");

    console.log(`storage transfer: ${MIB} MiB through the S3 driver (s3rver in process ${bucket.pid}), SHA-256 checked both ways`);
    for (const [name, m] of [
      ["upload (lib/storage put, multipart)", up],
      ["download (GET /api/v1/evidence/files/{id})", down],
    ] as const) {
      console.log(
        `  ${name}: ${m.seconds.toFixed(1)} s (${mb((MIB * 1024 * 1024) / m.seconds)} MiB/s); RSS before ${mb(m.baseline)} MiB, ` +
          `growth ${mb(m.growth)} MiB (target < 64 MiB); Buffers at most ${mb(m.peakBuffers)} MiB`,
      );
    }
  } finally {
    await closeDb();
    await db.drop();
    await bucket.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

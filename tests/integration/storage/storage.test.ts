import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as packageHandler } from "@/app/api/v1/audits/[id]/package/route";
import { POST as completeHandler } from "@/app/api/v1/auditor/complete/route";
import { DELETE as deleteEvidence } from "@/app/api/v1/evidence/[id]/route";
import { POST as replaceFile } from "@/app/api/v1/evidence/[id]/file/route";
import { GET as download } from "@/app/api/v1/evidence/files/[id]/route";
import { GET as listEvidence } from "@/app/api/v1/evidence/route";
import { POST as upload } from "@/app/api/v1/evidence/upload/route";
import { evidenceFiles } from "@/db/evidence";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { removeOrphanedFiles } from "@/lib/evidence";
import { SnapshotWriter } from "@/lib/integrations/internal/snapshot-writer";
import { getLogger } from "@/lib/log";
import { fileKey, fileStore } from "@/lib/storage";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call, callBytes } from "../../helpers/http";
import { S3TestServer } from "../../helpers/s3rver";
import { unzip } from "../../helpers/unzip";
import { auditorFor, completeBody, createAudit } from "../audits/helpers";

/**
 * Files in storage (lib/storage), the same tests on both drivers: the local folder and an S3 bucket (a real s3rver,
 * tests/helpers/s3rver.ts). Uploads and downloads stream with their SHA-256, keys hold ids only, downloads may be
 * presigned after authorization, the sweeper removes what no row refers to, deleting evidence deletes its bytes unless
 * a completed audit cites them, and an unreachable bucket costs file routes a 503 with Retry-After and nothing else.
 */

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const CC61 = JSON.stringify([{ framework: "soc2", controlId: "CC6.1" }]);

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await S3TestServer.start();
});
afterAll(async () => {
  await s3.close();
});

type Driver = "local" | "s3";

/** Points the app at the driver for one describe block, and back. */
function useDriver(driver: Driver) {
  let applied: Record<string, string> = {};
  beforeAll(() => {
    // The bucket's objects under a prefix (normalized to "install-1/"), as an installation sharing a bucket would have them.
    applied = { ...(driver === "s3" ? s3.env({ S3_PREFIX: "install-1" }) : { STORAGE_DRIVER: "local" }), STORAGE_BREAKER_COOLDOWN_MS: "300" };
    Object.assign(process.env, applied);
  });
  afterAll(() => {
    for (const key of Object.keys(applied)) delete process.env[key];
  });
}

async function uploadFile(account: TestAccount, bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/octet-stream" }), name);
  const res = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: form });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; url: string; sha256: string; size: number; evidence: { id: string } | null };
}

async function fetchFile(account: TestAccount, fileId: string) {
  return callBytes(download, { path: `/api/v1/evidence/files/${fileId}`, token: account.token, params: { id: fileId } });
}

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of fileStore().list()) keys.push(...page.map((o) => o.key));
  return keys;
}

async function fileRow(fileId: string) {
  const [row] = await getDb().select().from(evidenceFiles).where(eq(evidenceFiles.id, fileId));
  return row;
}

const waitForBreaker = () => new Promise((resolve) => setTimeout(resolve, 400));

describe.each<Driver>(["local", "s3"])("storage driver %s", (driver) => {
  // A bucket can be stopped mid-request; the local folder has no outage to simulate, so these cases exist for S3 only.
  const whenBucket = (name: string, fn: () => Promise<void>) => {
    if (driver === "s3") it(name, fn);
  };
  useDriver(driver);

  it("round-trips a multi-part file with its SHA-256, under a key of ids only", async () => {
    const a = await createAccount();
    // Over one 5 MiB part: a multipart upload on S3.
    const bytes = randomBytes(6 * MiB + 123);
    const uploaded = await uploadFile(a, bytes, "board-minutes-secret.pdf");
    expect(uploaded.sha256).toBe(sha256(bytes));
    expect(uploaded.size).toBe(bytes.length);

    const row = await fileRow(uploaded.id);
    expect(row.storageKey).toBe(`${a.accountId}/${uploaded.id}`);
    const keys = await storedKeys();
    expect(keys).toContain(row.storageKey);
    expect(keys.some((k) => k.includes("board") || k.includes("secret") || k.includes(".pdf"))).toBe(false);
    if (driver === "s3") {
      // Nothing of it on this instance's disk.
      expect(fs.existsSync(path.join(config.uploadDir, a.accountId))).toBe(false);
    }

    const res = await fetchFile(a, uploaded.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-sha256")).toBe(sha256(bytes));
    expect(sha256(res.bytes)).toBe(sha256(bytes));
  });

  it("refuses an oversized file without leaving an object or a row", async () => {
    const a = await createAccount();
    const before = await storedKeys();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(10 * MiB + 1)]), "too-big.bin");
    const res = await call(upload, { path: "/api/v1/evidence/upload", token: a.token, body: form });
    expect(res.status).toBe(413);
    expect((await storedKeys()).filter((k) => k.startsWith(a.accountId))).toEqual([]);
    expect(await storedKeys()).toEqual(before);
    expect(await getDb().select().from(evidenceFiles).where(eq(evidenceFiles.accountId, a.accountId))).toEqual([]);
  });

  it("leaves nothing half-written when the client is cut mid-upload", async () => {
    const a = await createAccount();
    const boundary = "----cut-upload";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(head));
        if (sent >= 7 * MiB) return controller.error(new Error("client went away"));
        sent += 256 * 1024;
        controller.enqueue(new Uint8Array(randomBytes(256 * 1024)));
      },
    });
    const res = await call(upload, {
      path: "/api/v1/evidence/upload",
      token: a.token,
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(400);
    expect((await storedKeys()).filter((k) => k.startsWith(a.accountId))).toEqual([]);
    expect(await getDb().select().from(evidenceFiles).where(eq(evidenceFiles.accountId, a.accountId))).toEqual([]);
    if (driver === "local") expect(fs.readdirSync(path.join(config.uploadDir, ".tmp"))).toEqual([]);
  });

  it("redirects to a presigned URL only after authorization (S3_PRESIGNED_DOWNLOADS); another tenant gets 404 and no URL", async () => {
    const a = await createAccount();
    const other = await createAccount();
    const bytes = Buffer.from("%PDF-1.7\n% presigned\n");
    const uploaded = await uploadFile(a, bytes, "policy.pdf");
    process.env.S3_PRESIGNED_DOWNLOADS = "true";
    try {
      const denied = await fetchFile(other, uploaded.id);
      expect(denied.status).toBe(404);
      expect(denied.headers.get("location")).toBeNull();
      expect(denied.bytes.toString()).not.toContain(s3.endpoint);

      const res = await fetchFile(a, uploaded.id);
      if (driver === "local") {
        // The local folder has no presigned URLs: the app streams the file as always.
        expect(res.status).toBe(200);
        expect(res.bytes.equals(bytes)).toBe(true);
        return;
      }
      expect(res.status).toBe(302);
      const location = res.headers.get("location")!;
      expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/install-1/${a.accountId}/${uploaded.id}?`)).toBe(true);
      expect(location).toContain("X-Amz-Expires=60");
      expect(res.headers.get("x-sha256")).toBe(sha256(bytes));
      const direct = await fetch(location);
      expect(direct.status).toBe(200);
      expect(direct.headers.get("content-type")).toBe("application/pdf");
      expect(direct.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''policy.pdf");
      expect(sha256(Buffer.from(await direct.arrayBuffer()))).toBe(sha256(bytes));
    } finally {
      delete process.env.S3_PRESIGNED_DOWNLOADS;
    }
  });

  it("sweeps objects no row refers to once a day old, and keeps the rest", async () => {
    const a = await createAccount();
    const kept = await uploadFile(a, Buffer.from("kept"), "kept.txt");
    const orphanKey = fileKey(a.accountId, randomUUID());
    await fileStore().put(orphanKey, Readable.from([Buffer.from("a failed transaction's bytes")]));
    // Bytes whose deletion failed after their evidence was deleted: the row says removed.
    const removed = await uploadFile(a, Buffer.from("removed"), "removed.txt");
    await getDb().update(evidenceFiles).set({ removedAt: new Date() }).where(eq(evidenceFiles.id, removed.id));
    const log = getLogger();

    const young = await removeOrphanedFiles(getDb(), { now: () => new Date(), log });
    expect(young.removed).toBe(0);
    expect(await fileStore().head(orphanKey)).not.toBeNull();

    const later = () => new Date(Date.now() + 25 * 60 * 60 * 1000);
    const swept = await removeOrphanedFiles(getDb(), { now: later, log });
    expect(swept.removed).toBeGreaterThanOrEqual(2);
    expect(await fileStore().head(orphanKey)).toBeNull();
    expect(await fileStore().head(`${a.accountId}/${removed.id}`)).toBeNull();
    expect(await fileStore().head(`${a.accountId}/${kept.id}`)).not.toBeNull();
    expect((await fetchFile(a, kept.id)).status).toBe(200);
  });

  it("deleting evidence deletes its files' bytes, every version, but not what a completed audit cites", async () => {
    const a = await createAccount({ tier: "business" });
    const first = await uploadFile(a, Buffer.from("version one"), "v1.txt", { title: "Access review", controls: CC61 });
    const evidenceId = first.evidence!.id;
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(Buffer.from("version two"))]), "v2.txt");
    const replaced = await call(replaceFile, { path: `/api/v1/evidence/${evidenceId}/file`, token: a.token, params: { id: evidenceId }, body: form });
    expect(replaced.status, replaced.text).toBe(200);
    const secondId = replaced.body.data.fileId as string;
    expect(await fileStore().head(`${a.accountId}/${secondId}`)).not.toBeNull();

    const gone = await call(deleteEvidence, { method: "DELETE", path: `/api/v1/evidence/${evidenceId}`, token: a.token, params: { id: evidenceId } });
    expect(gone.status, gone.text).toBe(200);
    for (const id of [first.id, secondId]) {
      expect(await fileStore().head(`${a.accountId}/${id}`)).toBeNull();
      expect((await fileRow(id)).removedAt).toBeInstanceOf(Date);
      expect((await fetchFile(a, id)).status).toBe(404);
    }

    // Cited by a completed audit: the bytes stay, downloadable.
    const cited = await uploadFile(a, Buffer.from("cited by the audit"), "cited.txt", { title: "Firewall rules", controls: CC61 });
    const audit = await createAudit(a);
    const auditor = await auditorFor(a, audit.id);
    const completed = await call(completeHandler, { path: "/api/v1/auditor/complete", token: auditor, body: await completeBody(audit.id) });
    expect(completed.status, completed.text).toBe(200);
    const kept = await call(deleteEvidence, {
      method: "DELETE",
      path: `/api/v1/evidence/${cited.evidence!.id}`,
      token: a.token,
      params: { id: cited.evidence!.id },
    });
    expect(kept.status, kept.text).toBe(200);
    expect(await fileStore().head(`${a.accountId}/${cited.id}`)).not.toBeNull();
    expect((await fileRow(cited.id)).removedAt).toBeNull();
    const still = await fetchFile(a, cited.id);
    expect(still.status).toBe(200);
    expect(still.bytes.toString()).toBe("cited by the audit");
  });

  it("streams the audit package's evidence from storage", async () => {
    const a = await createAccount({ tier: "business" });
    const big = randomBytes(6 * MiB);
    const item = await uploadFile(a, big, "export.bin", { title: "Log export", controls: CC61 });
    const audit = await createAudit(a);
    const pkg = await callBytes(packageHandler, { path: `/api/v1/audits/${audit.id}/package`, token: a.token, params: { id: audit.id } });
    expect(pkg.status).toBe(200);
    const files = await unzip(pkg.bytes);
    expect(sha256(files.get(`evidence/${item.evidence!.id}/export.bin`)!)).toBe(sha256(big));
    const manifest = JSON.parse(files.get("manifest.json")!.toString());
    expect(JSON.stringify(manifest)).toContain(sha256(big));
  });

  // On the local folder a file the archive has opened streams on even once unlinked: the bucket is where this happens.
  whenBucket("cuts the package download, without taking the server down, when evidence cannot be read mid-stream", async () => {
    const a = await createAccount({ tier: "business" });
    const item = await uploadFile(a, randomBytes(MiB), "vanishing.bin", { title: "Vanishing", controls: CC61 });
    const audit = await createAudit(a);
    const response = await packageHandler(
      new Request(`http://localhost:3000/api/v1/audits/${audit.id}/package`, { headers: { authorization: `Bearer ${a.token}` } }),
      { params: Promise.resolve({ id: audit.id }) },
    );
    expect(response.status).toBe(200);
    // Present when the package was planned, gone before the archive reaches it.
    await fileStore().remove(`${a.accountId}/${item.id}`);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it("writes an integration snapshot into storage whole, or not at all", async () => {
    const a = await createAccount();
    const header = {
      integration: { id: randomUUID(), name: "n", provider: "github" },
      sync: { id: randomUUID(), trigger: "manual", startedAt: "x" },
      tests: [],
    };
    const key = fileKey(a.accountId, randomUUID());
    const writer = new SnapshotWriter(key, header);
    const resources = Array.from({ length: 2000 }, (_, i) => ({
      resource: { type: "repo", externalId: String(i), name: `repo-${i}`, attributes: { blob: "x".repeat(3000) } },
      evaluations: [],
    }));
    await writer.add(resources as never);
    const done = await writer.finish({ ok: true });
    const body = await fileStore().get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body!) chunks.push(chunk as Buffer);
    const stored = Buffer.concat(chunks);
    expect(done).toEqual({ size: stored.length, sha256: sha256(stored) });
    expect(JSON.parse(stored.toString()).resources).toHaveLength(2000);

    const abandoned = fileKey(a.accountId, randomUUID());
    const failing = new SnapshotWriter(abandoned, header);
    await failing.add(resources as never);
    await failing.abort();
    expect(await fileStore().head(abandoned)).toBeNull();
  });

  whenBucket("answers 503 with Retry-After on file routes while the bucket is down; the rest works", async () => {
    const a = await createAccount();
    const bytes = Buffer.from("before the outage");
    const uploaded = await uploadFile(a, bytes, "before.txt");
    await s3.stop();
    try {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(Buffer.from("during"))]), "during.txt");
      const refused = await call(upload, { path: "/api/v1/evidence/upload", token: a.token, body: form });
      expect(refused.status, refused.text).toBe(503);
      expect(refused.body.error.code).toBe("service_unavailable");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      const read = await fetchFile(a, uploaded.id);
      expect(read.status).toBe(503);
      expect(read.headers.get("retry-after")).toMatch(/^\d+$/);

      const h = await call(health as never, { path: "/api/health" });
      expect(h.status).toBe(200);
      expect(h.body).toEqual({ status: "ok", db: "ok", storage: "down" });
      const list = await call(listEvidence, { path: "/api/v1/evidence", token: a.token });
      expect(list.status).toBe(200);
      expect(await getDb().select().from(evidenceFiles).where(eq(evidenceFiles.accountId, a.accountId))).toHaveLength(1);
    } finally {
      await s3.restart();
    }
    await waitForBreaker();
    const back = await fetchFile(a, uploaded.id);
    expect(back.status).toBe(200);
    expect(back.bytes.equals(bytes)).toBe(true);
    expect((await call(health as never, { path: "/api/health" })).body.storage).toBe("ok");
  });

  whenBucket("leaves nothing half-written when the bucket stops mid-upload", async () => {
    const a = await createAccount();
    const boundary = "----bucket-stops";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const data = randomBytes(9 * MiB);
    let offset = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (offset === 0) controller.enqueue(new Uint8Array(head));
        // Past the first 5 MiB part, hold the rest until the bucket has been stopped.
        if (offset >= 6 * MiB) await gate;
        if (offset >= data.length) {
          controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
          return controller.close();
        }
        controller.enqueue(new Uint8Array(data.subarray(offset, offset + 256 * 1024)));
        offset += 256 * 1024;
      },
    });
    const firstPart = s3.waitForRequest((req) => req.method === "PUT" && (req.url ?? "").includes("partNumber=1"));
    const answer = call(upload, {
      path: "/api/v1/evidence/upload",
      token: a.token,
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    await firstPart;
    await s3.stop();
    release();
    const res = await answer;
    expect(res.status, res.text).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    await s3.restart();
    await waitForBreaker();
    expect((await storedKeys()).filter((k) => k.startsWith(a.accountId))).toEqual([]);
    expect(
      await getDb()
        .select()
        .from(evidenceFiles)
        .where(and(eq(evidenceFiles.accountId, a.accountId))),
    ).toEqual([]);
    // And the next upload goes through.
    const after = await uploadFile(a, Buffer.from("after"), "after.txt");
    expect((await fetchFile(a, after.id)).bytes.toString()).toBe("after");
  });
});

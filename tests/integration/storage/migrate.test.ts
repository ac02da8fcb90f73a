import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/v1/evidence/files/[id]/route";
import { POST as upload } from "@/app/api/v1/evidence/upload/route";
import { operatorContext } from "@/lib/admin/internal/operator-context";
import { runAdminCommand } from "@/lib/admin/run-command";
import { config } from "@/lib/config";
import { storeFor } from "@/lib/storage";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call, callBytes } from "../../helpers/http";
import { S3TestServer } from "../../helpers/s3rver";

/**
 * `npm run admin -- storage migrate --to s3` and `storage verify` (README "Storage"): a server's local files copied
 * into the bucket, each checked against its SHA-256, resumable and idempotent; then the bucket checked for missing and
 * corrupted objects. Its own file, so its database holds only these files.
 */

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const run = (...argv: string[]) => runAdminCommand(operatorContext("cli:test-operator"), argv, { readStdin: async () => "" });

interface Report {
  total: number;
  copied: number;
  alreadyThere: number;
  ok: number;
  missing: { count: number; ids: string[] };
  corrupted: { count: number; ids: string[] };
}

let s3: S3TestServer;
const applied: string[] = [];
beforeAll(async () => {
  s3 = await S3TestServer.start();
  // The bucket is configured; the server still runs on the local folder until the migration is done.
  const env = { ...s3.env(), STORAGE_DRIVER: "local" };
  Object.assign(process.env, env);
  applied.push(...Object.keys(env));
});
afterAll(async () => {
  for (const key of applied) delete process.env[key];
  await s3.close();
});

async function uploadFile(account: TestAccount, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: form });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string };
}

describe("storage migrate --to s3, then storage verify", () => {
  it("copies every file with its SHA-256 checked, resumably and idempotently, and verify finds what is missing or corrupted", async () => {
    const a = await createAccount();
    const contents = [randomBytes(6 * 1024 * 1024), Buffer.from("second file"), Buffer.from("third file")];
    const files = [];
    for (const [i, bytes] of contents.entries()) files.push({ ...(await uploadFile(a, bytes, `file-${i}.bin`)), bytes });
    const key = (id: string) => `${a.accountId}/${id}`;
    const localPath = (id: string) => path.join(config.uploadDir, a.accountId, id);

    // A local file damaged on disk is not copied: the migration names it.
    fs.writeFileSync(localPath(files[2].id), "bit rot");
    const first = (await run("storage", "migrate", "--to", "s3")).json as Report;
    expect(first).toMatchObject({ total: 3, copied: 2, alreadyThere: 0, missing: { count: 0 }, corrupted: { count: 1, ids: [files[2].id] } });
    const bucket = storeFor("s3");
    expect(await bucket.head(key(files[2].id))).toBeNull();

    // Run again once the file is restored: only what is left is copied (resumable, idempotent).
    fs.writeFileSync(localPath(files[2].id), contents[2]);
    const second = (await run("storage", "migrate", "--to", "s3")).json as Report;
    expect(second).toMatchObject({ total: 3, copied: 1, alreadyThere: 2, missing: { count: 0 }, corrupted: { count: 0 } });
    const third = await run("storage", "migrate", "--to", "s3");
    expect(third.json).toMatchObject({ copied: 0, alreadyThere: 3 });
    expect(third.text).toContain("Set STORAGE_DRIVER=s3");

    // The server switched to the bucket serves the same bytes.
    process.env.STORAGE_DRIVER = "s3";
    for (const file of files) {
      const res = await callBytes(download, { path: `/api/v1/evidence/files/${file.id}`, token: a.token, params: { id: file.id } });
      expect(res.status).toBe(200);
      expect(sha256(res.bytes)).toBe(sha256(file.bytes));
    }
    const verified = (await run("storage", "verify")).json as Report;
    expect(verified).toMatchObject({ total: 3, ok: 3, missing: { count: 0 }, corrupted: { count: 0 } });

    // Damage the bucket: one object replaced with other bytes, one removed.
    await bucket.put(key(files[1].id), Readable.from([Buffer.from("second fila")]));
    await bucket.remove(key(files[0].id));
    const damaged = await run("storage", "verify");
    expect(damaged.json).toMatchObject({ total: 3, ok: 1, missing: { count: 1, ids: [files[0].id] }, corrupted: { count: 1, ids: [files[1].id] } });
    expect(damaged.text).toContain(files[0].id);
    // --quick compares sizes only: the same-size replacement passes, the missing object does not.
    const quick = (await run("storage", "verify", "--quick")).json as Report;
    expect(quick).toMatchObject({ ok: 2, missing: { count: 1 }, corrupted: { count: 0 } });

    // Migrating again repairs the missing object from the local copy; the corrupted one has the right size, so only verify saw it.
    process.env.STORAGE_DRIVER = "local";
    expect((await run("storage", "migrate", "--to", "s3")).json).toMatchObject({ copied: 1, alreadyThere: 2 });
  });

  it("refuses a migration without a target", async () => {
    await expect(run("storage", "migrate")).rejects.toThrow(/--to s3/);
  });
});

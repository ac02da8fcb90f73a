/**
 * The upload limit is on the FILE and inclusive: exactly UPLOAD_BODY_LIMIT bytes is accepted, one
 * more is 413. The request around it may be larger by the multipart envelope, but not unboundedly,
 * even when it declares no length.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/v1/evidence/upload/route";
import { evidenceFiles } from "@/db/evidence";
import { getDb } from "@/lib/db/client";
import { UPLOAD_BODY_LIMIT, UPLOAD_REQUEST_LIMIT } from "@/lib/http/body";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";

function form(name: string, type: string, bytes: Uint8Array<ArrayBuffer>): FormData {
  const data = new FormData();
  data.set("file", new File([bytes], name, { type }));
  return data;
}

function uploadsOf(account: TestAccount): string[] {
  const dir = path.join(process.env.DATA_DIR!, "uploads", account.accountId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

async function filesOf(account: TestAccount) {
  return getDb().select().from(evidenceFiles).where(eq(evidenceFiles.accountId, account.accountId));
}

describe("evidence upload size limit", () => {
  it("accepts a file of exactly 10 MiB", async () => {
    expect(UPLOAD_BODY_LIMIT).toBe(10 * 1024 * 1024);
    const account = await createAccount();
    const res = await call(upload, {
      path: "/api/v1/evidence/upload",
      token: account.token,
      body: form("exact.txt", "text/plain", new Uint8Array(UPLOAD_BODY_LIMIT).fill(0x61)),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.size).toBe(UPLOAD_BODY_LIMIT);
    const [row] = await filesOf(account);
    expect(fs.statSync(path.join(process.env.DATA_DIR!, "uploads", row.storageKey)).size).toBe(UPLOAD_BODY_LIMIT);
  });

  it("refuses a file of 10 MiB + 1 byte with 413 and keeps nothing", async () => {
    const account = await createAccount();
    const res = await call(upload, {
      path: "/api/v1/evidence/upload",
      token: account.token,
      body: form("over.txt", "text/plain", new Uint8Array(UPLOAD_BODY_LIMIT + 1).fill(0x61)),
    });
    expect(res.status, res.text).toBe(413);
    expect(res.body.error).toMatchObject({ code: "payload_too_large", details: { limit: UPLOAD_BODY_LIMIT } });
    expect(uploadsOf(account)).toEqual([]);
    expect(await filesOf(account)).toEqual([]);
  });

  it("bounds a request that declares no length, whatever its parts", async () => {
    const account = await createAccount();
    const boundary = "----limit-boundary";
    const chunk = new Uint8Array(1024 * 1024).fill(0x62);
    let sent = 0;
    // An ignored field streamed past the request cap: busboy skips it, the byte count still stops it.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="junk"\r\n\r\n`));
      },
      pull(controller) {
        if (sent > UPLOAD_REQUEST_LIMIT * 2) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost:3000/api/v1/evidence/upload", {
      method: "POST",
      headers: { authorization: `Bearer ${account.token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    const res = await upload(request, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(UPLOAD_REQUEST_LIMIT * 2);
    expect(uploadsOf(account)).toEqual([]);
  });

  it("reads a UTF-8 file name as UTF-8, as browsers send it", async () => {
    const account = await createAccount();
    const pdf = new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(64, 0x20), Buffer.from("\n%%EOF\n")]));
    const res = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: form("résumé – 2026.pdf", "application/pdf", pdf) });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.filename).toBe("résumé – 2026.pdf");
  });
});

/**
 * Evidence of any type (docs/api.md §7): every file is accepted up to the limit; only a previewable type its bytes
 * confirm is served as itself, inline; everything else is opaque bytes, an attachment, sandboxed and `nosniff`.
 * Empty files and unusable names are refused with words that say why, and leave nothing behind.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as auditorUpload } from "@/app/api/v1/auditor/files/route";
import { GET as readFile } from "@/app/api/v1/evidence/files/[id]/route";
import { POST as upload } from "@/app/api/v1/evidence/upload/route";
import { evidenceFiles } from "@/db/evidence";
import { getDb } from "@/lib/db/client";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { callBytes, call } from "../../helpers/http";
import { auditorFor, businessAccount, createAudit } from "../audits/helpers";

const SANDBOX = "sandbox; default-src 'none'";

function form(name: string, type: string, bytes: Buffer | string): FormData {
  const data = new FormData();
  data.set("file", new File([new Uint8Array(Buffer.from(bytes))], name, { type }));
  return data;
}

/**
 * A multipart body written by hand, so the file name arrives exactly as given (FormData would escape some
 * characters): `filename*` carries it percent-encoded as UTF-8, the way RFC 7578 clients send any name.
 */
function rawForm(name: string, bytes = "content"): { body: Uint8Array; headers: Record<string, string> } {
  const boundary = "----any-type-boundary";
  const text =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(name)}\r\n` +
    `Content-Type: application/octet-stream\r\n\r\n${bytes}\r\n--${boundary}--\r\n`;
  return { body: new Uint8Array(Buffer.from(text)), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function download(account: TestAccount, id: string) {
  const res = await callBytes(readFile, { path: `/api/v1/evidence/files/${id}`, token: account.token, params: { id } });
  expect(res.status).toBe(200);
  return res;
}

function expectOpaqueAttachment(headers: Headers, filename: string) {
  expect(headers.get("content-type")).toBe("application/octet-stream");
  expect(headers.get("content-disposition")).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(filename)}`);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("content-security-policy")).toBe(SANDBOX);
}

async function storedNothing(account: TestAccount) {
  expect(await getDb().select().from(evidenceFiles).where(eq(evidenceFiles.accountId, account.accountId))).toEqual([]);
  const dir = path.join(process.env.DATA_DIR!, "uploads", account.accountId);
  expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
}

describe("evidence of any type", () => {
  it("stores octet-stream uploads (YAML, a tarball, an e-mail, a HAR) and serves them back as sandboxed attachments", async () => {
    const account = await createAccount();
    const files: [string, string, Buffer][] = [
      ["deploy.yaml", "application/octet-stream", Buffer.from("replicas: 3\nimage: app:1.2\n")],
      ["logs.tar.gz", "application/octet-stream", Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03])],
      ["access-request.eml", "message/rfc822", Buffer.from("From: it@example.com\r\nSubject: access\r\n\r\nApproved.\r\n")],
      ["session.har", "", Buffer.from('{"log":{"entries":[]}}')],
    ];
    for (const [name, type, bytes] of files) {
      const res = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: form(name, type, bytes) });
      expect(res.status, res.text).toBe(201);
      expect(res.body.data).toMatchObject({ filename: name, contentType: "application/octet-stream", size: bytes.length });
      const served = await download(account, res.body.data.id);
      expectOpaqueAttachment(served.headers, name);
      expect(served.bytes.equals(bytes)).toBe(true);
    }
  });

  it("serves a file claimed as text/html, or a PDF whose bytes are not one, as an octet-stream attachment", async () => {
    const account = await createAccount();
    const html = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: form("x.html", "text/html", "<script>alert(1)</script>") });
    expect(html.status, html.text).toBe(201);
    expect(html.body.data.contentType).toBe("application/octet-stream");
    expectOpaqueAttachment((await download(account, html.body.data.id)).headers, "x.html");

    const fake = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: form("fake.pdf", "application/pdf", "MZ\x90 not a pdf") });
    expect(fake.status, fake.text).toBe(201);
    expect(fake.body.data.contentType).toBe("application/octet-stream");
    expectOpaqueAttachment((await download(account, fake.body.data.id)).headers, "fake.pdf");
  });

  it("keeps a previewable type its bytes confirm, inline and still sandboxed", async () => {
    const account = await createAccount();
    const res = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: form("app.log", "application/octet-stream", "started\n") });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.contentType).toBe("text/plain");
    const served = await download(account, res.body.data.id);
    expect(served.headers.get("content-type")).toBe("text/plain");
    expect(served.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''app.log");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe(SANDBOX);
  });

  it("takes any type from an audit's auditor too, and the organisation downloads it as an attachment", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const auditor = await auditorFor(account, audit.id);
    const res = await call(auditorUpload, { path: "/api/v1/auditor/files", token: auditor, body: form("walkthrough.xml", "application/xml", "<notes/>") });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.content_type).toBe("application/octet-stream");
    expectOpaqueAttachment((await download(account, res.body.data.id)).headers, "walkthrough.xml");
  });

  it("refuses an empty file with 400 and keeps nothing", async () => {
    const account = await createAccount();
    const res = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: form("empty.yaml", "application/octet-stream", "") });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    expect(res.body.error.details).toEqual([{ path: "file", message: "The file is empty." }]);
    await storedNothing(account);
  });

  it("refuses unusable names with 400 and a message that says why, keeping nothing", async () => {
    const account = await createAccount();
    const cases: [string, string][] = [
      ["", "A `file` part with a file name is required."],
      ["   ", "A `file` part with a file name is required."],
      [".", "The file name is only dots."],
      ["..", "The file name is only dots."],
      [". . .", "The file name is only dots."],
      ["a\u0001b.txt", "The file name contains control characters."],
      ["line\nbreak.txt", "The file name contains control characters."],
      ["invoice\u202Efdp.exe", "The file name contains control characters."],
      ["../../etc/passwd", "The file name contains a path separator (/ or \\); send the name alone."],
      ["reports/q3.pdf", "The file name contains a path separator (/ or \\); send the name alone."],
      ["C:\\evidence\\q3.pdf", "The file name contains a path separator (/ or \\); send the name alone."],
      [`${"n".repeat(252)}.txt`, "The file name is longer than 255 characters."],
    ];
    for (const [name, message] of cases) {
      const res = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, ...rawForm(name) });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.details, JSON.stringify(name)).toEqual([{ path: "file", message }]);
    }
    // A `file` part with no file name reaches the server as a text field; a browser's nameless File as an empty name.
    const field = new FormData();
    field.set("file", "just text");
    for (const body of [field, form("", "application/octet-stream", "bytes")]) {
      const noName = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body });
      expect(noName.status).toBe(400);
      expect(noName.body.error.details).toEqual([{ path: "file", message: "A `file` part with a file name is required." }]);
    }
    await storedNothing(account);
  });
});

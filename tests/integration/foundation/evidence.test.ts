import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as readFile } from "@/app/api/v1/evidence/files/[id]/route";
import { GET as listEvidence, POST as createEvidence } from "@/app/api/v1/evidence/route";
import { POST as upload } from "@/app/api/v1/evidence/upload/route";
import { evidenceFiles, evidenceItems } from "@/db/evidence";
import { signAuditorToken } from "@/lib/credentials/jwt";
import { getDb } from "@/lib/db/client";
import { createAccount, setTier } from "../../helpers/accounts";
import { call } from "../../helpers/http";

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 0x20), Buffer.from("\n%%EOF\n")]);

function form(name: string, type: string, bytes: Buffer): FormData {
  const data = new FormData();
  data.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return data;
}

describe("evidence", () => {
  it("records a link for built-in controls and lists it newest first", async () => {
    const account = await createAccount();
    const body = {
      title: "Access review Q3",
      url: "https://drive.example.com/reviews/q3",
      description: "Quarterly user access review",
      controls: [
        { framework: "soc2", controlId: "CC6.1" },
        { framework: "iso27001", controlId: "A.5.18" },
      ],
      expiresAt: "2027-01-01T00:00:00.000Z",
    };
    const res = await call(createEvidence, { path: "/api/v1/evidence", token: account.token, body });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ title: "Access review Q3", source: "link", controls: body.controls, expiresAt: "2027-01-01T00:00:00.000Z" });
    await call(createEvidence, { path: "/api/v1/evidence", token: account.token, body: { ...body, title: "Second" } });
    const list = await call(listEvidence, { path: "/api/v1/evidence", token: account.token });
    expect(list.body.data.map((e: { title: string }) => e.title)).toEqual(["Second", "Access review Q3"]);
    // Listed by framework, then control (one deterministic order for every item, read in the list's one statement).
    expect(list.body.data[1].controls).toEqual([body.controls[1], body.controls[0]]);
  });

  it("names every unknown control and field, and stores nothing", async () => {
    const account = await createAccount();
    const res = await call(createEvidence, {
      path: "/api/v1/evidence",
      token: account.token,
      body: {
        title: "x",
        url: "https://x.example",
        controls: [
          { framework: "soc2", controlId: "CC99.9" },
          { framework: "made-up", controlId: "1" },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      { path: "controls.0.controlId", message: expect.stringContaining("CC99.9") },
      { path: "controls.1.framework", message: expect.stringContaining("made-up") },
    ]);
    const bad = await call(createEvidence, {
      path: "/api/v1/evidence",
      token: account.token,
      body: { title: "", url: "javascript:alert(1)", controls: [], collectedAt: "2026-05-01T00:00:00Z", expiresAt: "2026-01-01T00:00:00Z", color: "red" },
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["title", "url", "controls", ""]));
    const rows = await getDb().select().from(evidenceItems).where(eq(evidenceItems.accountId, account.accountId));
    expect(rows).toHaveLength(0);
  });

  it("uploads a file to disk with its SHA-256 and serves it back only to its account", async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    const res = await call(upload, { path: "/api/v1/evidence/upload", token: alice.token, body: form("policy.pdf", "application/pdf", PDF) });
    expect(res.status).toBe(201);
    const { id, url, sha256, size, contentType } = res.body.data;
    expect(sha256).toBe(createHash("sha256").update(PDF).digest("hex"));
    expect(size).toBe(PDF.length);
    expect(contentType).toBe("application/pdf");
    expect(url).toBe(`http://localhost:3000/api/v1/evidence/files/${id}`);

    const [row] = await getDb().select().from(evidenceFiles).where(eq(evidenceFiles.id, id));
    const onDisk = fs.readFileSync(path.join(process.env.DATA_DIR!, "uploads", row.storageKey));
    expect(onDisk.equals(PDF)).toBe(true);

    const mine = await call(readFile, { path: `/api/v1/evidence/files/${id}`, token: alice.token, params: { id } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''policy.pdf");
    expect(mine.text.startsWith("%PDF-1.7")).toBe(true);

    const theirs = await call(readFile, { path: `/api/v1/evidence/files/${id}`, token: bob.token, params: { id } });
    expect(theirs.status).toBe(404);
    expect((await call(readFile, { path: `/api/v1/evidence/files/${id}`, params: { id } })).status).toBe(401);

    // An auditor of another account's audit never sees it either: the download passes the auditor
    // gate first (Bob's account is below the audit tier: 403), then the invitation (none here: 401).
    const auditorOfBob = await signAuditorToken(crypto.randomUUID(), crypto.randomUUID(), bob.accountId);
    expect((await call(readFile, { path: `/api/v1/evidence/files/${id}`, token: auditorOfBob, params: { id } })).status).toBe(403);
    await setTier(bob.accountId, "business");
    expect((await call(readFile, { path: `/api/v1/evidence/files/${id}`, token: auditorOfBob, params: { id } })).status).toBe(401);
  });

  it("refuses empty files and missing parts, keeping nothing", async () => {
    const account = await createAccount();
    const empty = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: form("empty.txt", "text/plain", Buffer.alloc(0)) });
    expect(empty.status).toBe(400);
    const none = new FormData();
    none.set("note", "no file here");
    const missing = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: none });
    expect(missing.status).toBe(400);
    const json = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: { file: "x" } });
    expect(json.status).toBe(415);
    const files = await getDb().select().from(evidenceFiles).where(eq(evidenceFiles.accountId, account.accountId));
    expect(files).toHaveLength(0);
    const dir = path.join(process.env.DATA_DIR!, "uploads", account.accountId);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });

  it("answers 413 for a file over 10 MiB and keeps nothing", async () => {
    const account = await createAccount();
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0x61);
    const res = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: form("big.txt", "text/plain", big) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("payload_too_large");
    const dir = path.join(process.env.DATA_DIR!, "uploads", account.accountId);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });

  it("never shows one account's evidence to another", async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    await call(createEvidence, {
      path: "/api/v1/evidence",
      token: alice.token,
      body: { title: "Alice only", url: "https://a.example", controls: [{ framework: "gdpr", controlId: "Art. 32" }] },
    });
    const list = await call(listEvidence, { path: "/api/v1/evidence", token: bob.token });
    expect(list.body.data).toEqual([]);
  });
});

import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteEvidence, GET as getEvidence, PATCH as updateEvidence } from "@/app/api/v1/evidence/[id]/route";
import { POST as replaceFile } from "@/app/api/v1/evidence/[id]/file/route";
import { GET as listFiles } from "@/app/api/v1/evidence/[id]/files/route";
import { GET as readFile } from "@/app/api/v1/evidence/files/[id]/route";
import { GET as listEvidence, POST as createEvidence } from "@/app/api/v1/evidence/route";
import { POST as upload } from "@/app/api/v1/evidence/upload/route";
import { POST as respondHandler } from "@/app/api/v1/audits/[id]/evidence-requests/[rid]/respond/route";
import { GET as controlEvidenceHandler } from "@/app/api/v1/auditor/controls/[id]/evidence/route";
import { POST as requestHandler } from "@/app/api/v1/auditor/evidence-requests/route";
import { evidenceFiles } from "@/db/evidence";
import { accountEvents } from "@/db/events";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { evidenceFactsFor } from "@/lib/evidence/internal/evidence-facts";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { auditorFor, businessAccount, createAudit } from "../audits/helpers";

const pdf = (note: string) => Buffer.from(`%PDF-1.7\n% ${note}\n%%EOF\n`);
const CC61 = [{ framework: "soc2", controlId: "CC6.1" }];

function fileForm(name: string, bytes: Buffer, fields: Record<string, string> = {}, fieldsFirst = true): FormData {
  const data = new FormData();
  const file = () => data.append("file", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
  if (!fieldsFirst) file();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (fieldsFirst) file();
  return data;
}

async function link(token: string, title = "Access review") {
  const res = await call(createEvidence, { path: "/api/v1/evidence", token, body: { title, url: "https://drive.example.com/r", controls: CC61 } });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string };
}

async function uploaded(token: string, title = "Policy") {
  const res = await call(upload, {
    path: "/api/v1/evidence/upload",
    token,
    body: fileForm("policy.pdf", pdf("v1"), { title, controls: JSON.stringify(CC61) }),
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; url: string; evidence: { id: string; fileId: string } };
}

const at = (id: string) => ({ path: `/api/v1/evidence/${id}`, params: { id } });
const eventsOf = async (accountId: string, action: string) =>
  getDb()
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.accountId, accountId), eq(accountEvents.action, action)));
const storedFiles = (accountId: string) => {
  const dir = path.join(config.uploadDir, accountId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe("editing and deleting evidence", () => {
  it("reads, edits (controls replace the set) and logs the change; another account's item is 404", async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    const item = await link(alice.token);

    const got = await call(getEvidence, { ...at(item.id), token: alice.token });
    expect(got.status, got.text).toBe(200);
    expect(got.body.data).toMatchObject({ id: item.id, title: "Access review", controls: CC61, deletedAt: null, updatedAt: null });

    const patched = await call(updateEvidence, {
      ...at(item.id),
      method: "PATCH",
      token: alice.token,
      body: { title: "Access review Q4", description: "Signed", controls: [{ framework: "iso27001", controlId: "A.5.18" }], expiresAt: "2030-01-01T00:00:00Z" },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data).toMatchObject({
      title: "Access review Q4",
      description: "Signed",
      controls: [{ framework: "iso27001", controlId: "A.5.18" }],
      expiresAt: "2030-01-01T00:00:00.000Z",
    });
    expect(patched.body.data.updatedAt).not.toBeNull();
    const [event] = await eventsOf(alice.accountId, "evidence.updated");
    expect(event.details).toMatchObject({ changes: { title: { from: "Access review", to: "Access review Q4" }, controls: { from: CC61 } } });

    const cleared = await call(updateEvidence, { ...at(item.id), method: "PATCH", token: alice.token, body: { description: null, expiresAt: null } });
    expect(cleared.body.data).toMatchObject({ description: null, expiresAt: null });

    for (const handler of [getEvidence, updateEvidence, deleteEvidence]) {
      const res = await call(handler, {
        ...at(item.id),
        method: handler === getEvidence ? "GET" : handler === updateEvidence ? "PATCH" : "DELETE",
        token: bob.token,
        body: handler === updateEvidence ? { title: "x" } : undefined,
      });
      expect(res.status, res.text).toBe(404);
    }
    expect((await call(getEvidence, { ...at(item.id), token: alice.token })).body.data.title).toBe("Access review Q4");
  });

  it("refuses an empty, unknown-field or bad-control edit and changes nothing", async () => {
    const alice = await createAccount();
    const item = await link(alice.token);
    const empty = await call(updateEvidence, { ...at(item.id), method: "PATCH", token: alice.token, body: {} });
    expect(empty.status).toBe(400);
    const extra = await call(updateEvidence, { ...at(item.id), method: "PATCH", token: alice.token, body: { url: "https://x.example" } });
    expect(extra.status).toBe(400);
    const bad = await call(updateEvidence, {
      ...at(item.id),
      method: "PATCH",
      token: alice.token,
      body: { title: "New", controls: [{ framework: "soc2", controlId: "CC99.9" }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ path: "controls.0.controlId", message: expect.stringContaining("CC99.9") }]);
    const order = await call(updateEvidence, {
      ...at(item.id),
      method: "PATCH",
      token: alice.token,
      body: { collectedAt: "2030-01-01T00:00:00Z", expiresAt: "2029-01-01T00:00:00Z" },
    });
    expect(order.status).toBe(400);
    const got = await call(getEvidence, { ...at(item.id), token: alice.token });
    expect(got.body.data).toMatchObject({ title: "Access review", controls: CC61 });
    expect(await eventsOf(alice.accountId, "evidence.updated")).toHaveLength(0);
  });

  it("soft-deletes: gone from the list, the item routes and readiness facts, logged, and its file can no longer be cited", async () => {
    const alice = await createAccount();
    const kept = await link(alice.token, "Kept");
    const item = await uploaded(alice.token, "Gone");
    const res = await call(deleteEvidence, { ...at(item.evidence.id), method: "DELETE", token: alice.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ id: item.evidence.id, deleted: true });
    const list = await call(listEvidence, { path: "/api/v1/evidence", token: alice.token });
    expect(list.body.data.map((e: { id: string }) => e.id)).toEqual([kept.id]);
    expect((await call(getEvidence, { ...at(item.evidence.id), token: alice.token })).status).toBe(404);
    expect((await call(deleteEvidence, { ...at(item.evidence.id), method: "DELETE", token: alice.token })).status).toBe(404);
    const facts = await evidenceFactsFor(getDb(), alice.accountId, ["soc2"]);
    expect(facts.map((f) => f.id)).toEqual([kept.id]);
    const [event] = await eventsOf(alice.accountId, "evidence.deleted");
    expect(event.targetId).toBe(item.evidence.id);
    const cite = await call(createEvidence, { path: "/api/v1/evidence", token: alice.token, body: { title: "Again", url: item.url, controls: CC61 } });
    expect(cite.status).toBe(400);
    // Its bytes went with it (no completed audit cites them): the file itself is gone too.
    expect((await call(readFile, { path: `/api/v1/evidence/files/${item.id}`, token: alice.token, params: { id: item.id } })).status).toBe(404);
  });
});

describe("uploading with the evidence fields", () => {
  it("records the item with the file in one request", async () => {
    const alice = await createAccount();
    const item = await uploaded(alice.token, "Backup policy");
    expect(item.evidence).toMatchObject({ title: "Backup policy", source: "upload", fileId: item.id, url: item.url, controls: CC61 });
    const plain = await call(upload, { path: "/api/v1/evidence/upload", token: alice.token, body: fileForm("x.pdf", pdf("plain")) });
    expect(plain.status, plain.text).toBe(201);
    expect(plain.body.data.evidence).toBeNull();
  });

  it.each([
    ["fields before the file", true],
    ["the file before the fields", false],
  ])("stores neither a file row nor bytes on a bad control id (%s)", async (_label, fieldsFirst) => {
    const alice = await createAccount();
    const res = await call(upload, {
      path: "/api/v1/evidence/upload",
      token: alice.token,
      body: fileForm("p.pdf", pdf("bad"), { title: "Bad", controls: JSON.stringify([{ framework: "soc2", controlId: "CC99.9" }]) }, fieldsFirst),
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.details).toEqual([{ path: "controls.0.controlId", message: expect.stringContaining("CC99.9") }]);
    const bad = await call(upload, {
      path: "/api/v1/evidence/upload",
      token: alice.token,
      body: fileForm("p.pdf", pdf("bad"), { title: "", controls: "not json" }, fieldsFirst),
    });
    expect(bad.status, bad.text).toBe(400);
    expect(await getDb().select().from(evidenceFiles).where(eq(evidenceFiles.accountId, alice.accountId))).toHaveLength(0);
    expect(storedFiles(alice.accountId)).toEqual([]);
  });
});

describe("replacing an evidence file", () => {
  it("keeps every version, lists them newest first and serves each by its file id", async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    const item = await uploaded(alice.token);
    const id = item.evidence.id;
    const replaced = await call(replaceFile, {
      path: `/api/v1/evidence/${id}/file`,
      params: { id },
      token: alice.token,
      body: fileForm("policy-v2.pdf", pdf("v2")),
    });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.data.fileId).not.toBe(item.id);
    expect(replaced.body.data.url).toContain(replaced.body.data.fileId);
    await call(replaceFile, { path: `/api/v1/evidence/${id}/file`, params: { id }, token: alice.token, body: fileForm("policy-v3.pdf", pdf("v3")) });

    const page1 = await call(listFiles, { path: `/api/v1/evidence/${id}/files?limit=2`, params: { id }, token: alice.token });
    expect(page1.status, page1.text).toBe(200);
    expect(page1.body.data.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([
      [3, true],
      [2, false],
    ]);
    const page2 = await call(listFiles, {
      path: `/api/v1/evidence/${id}/files?limit=2&cursor=${page1.body.pagination.nextCursor}`,
      params: { id },
      token: alice.token,
    });
    expect(page2.body.data.map((v: { version: number; fileId: string; filename: string }) => [v.version, v.fileId, v.filename])).toEqual([
      [1, item.id, "policy.pdf"],
    ]);
    // Each version names who uploaded it, in words.
    expect(page1.body.data[0].uploadedBy).toMatch(/ <.+@.+>$/);

    const old = await call(readFile, { path: `/api/v1/evidence/files/${item.id}`, token: alice.token, params: { id: item.id } });
    expect(old.status).toBe(200);
    expect(old.text).toContain("v1");
    const [event] = await eventsOf(alice.accountId, "evidence.file_replaced");
    expect(event.details).toMatchObject({ version: 2, previousFileId: item.id });

    expect((await call(listFiles, { path: `/api/v1/evidence/${id}/files`, params: { id }, token: bob.token })).status).toBe(404);
    const foreign = await call(replaceFile, { path: `/api/v1/evidence/${id}/file`, params: { id }, token: bob.token, body: fileForm("x.pdf", pdf("x")) });
    expect(foreign.status).toBe(404);
    expect(storedFiles(bob.accountId)).toEqual([]);
  });

  it("refuses a link item (409) and an empty file, keeping the current one", async () => {
    const alice = await createAccount();
    const linked = await link(alice.token);
    const res = await call(replaceFile, {
      path: `/api/v1/evidence/${linked.id}/file`,
      params: { id: linked.id },
      token: alice.token,
      body: fileForm("x.pdf", pdf("x")),
    });
    expect(res.status, res.text).toBe(409);
    const item = await uploaded(alice.token);
    const id = item.evidence.id;
    // Any type is evidence now (a "PDF" of plain text is kept as an opaque attachment); an empty file never is.
    const empty = await call(replaceFile, {
      path: `/api/v1/evidence/${id}/file`,
      params: { id },
      token: alice.token,
      body: fileForm("x.pdf", Buffer.alloc(0)),
    });
    expect([empty.status, empty.body.error?.code]).toEqual([400, "validation_failed"]);
    const versions = await call(listFiles, { path: `/api/v1/evidence/${id}/files`, params: { id }, token: alice.token });
    expect(versions.body.data).toHaveLength(1);
    expect(storedFiles(alice.accountId)).toHaveLength(1);
  });
});

describe("an auditor after a delete", () => {
  it("still sees an item that answered the audit's request, marked deleted; deleted library evidence is gone", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const auditor = await auditorFor(account, audit.id);
    const request = await call(requestHandler, {
      path: "/api/v1/auditor/evidence-requests",
      token: auditor,
      body: { control_id: "CC6.1", description: "Access review" },
    });
    expect(request.status, request.text).toBe(201);
    const file = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: fileForm("answer.pdf", pdf("answer")) });
    const rid = request.body.data.id;
    const responded = await call(respondHandler, {
      path: `/api/v1/audits/${audit.id}/evidence-requests/${rid}/respond`,
      token: account.token,
      params: { id: audit.id, rid },
      body: { evidence_file_url: file.body.data.url },
    });
    expect(responded.status, responded.text).toBe(200);
    const library = await uploaded(account.token, "Library policy");

    const evidenceOf = async () => {
      const res = await call(controlEvidenceHandler, { path: "/api/v1/auditor/controls/CC6.1/evidence", token: auditor, params: { id: "CC6.1" } });
      expect(res.status, res.text).toBe(200);
      return res.body.data as { id: string; file_id: string; deleted_at: string | null }[];
    };
    const before = await evidenceOf();
    expect(before).toHaveLength(2);
    const answer = before.find((e) => e.file_id === file.body.data.id)!;

    for (const id of [answer.id, library.evidence.id]) {
      const res = await call(deleteEvidence, { ...at(id), method: "DELETE", token: account.token });
      expect(res.status, res.text).toBe(200);
    }
    const after = await evidenceOf();
    expect(after.map((e) => e.id)).toEqual([answer.id]);
    expect(after[0].deleted_at).not.toBeNull();
    // The answer's bytes went with it: only a completed audit keeps the files it cites (tests/integration/storage).
    const download = await call(readFile, { path: `/api/v1/evidence/files/${answer.file_id}`, token: auditor, params: { id: answer.file_id } });
    expect(download.status).toBe(404);
    const gone = await call(readFile, { path: `/api/v1/evidence/files/${library.id}`, token: auditor, params: { id: library.id } });
    expect(gone.status).toBe(404);
  });
});

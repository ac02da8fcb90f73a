import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listCommentsHandler, POST as commentHandler } from "@/app/api/v1/audits/[id]/evidence-requests/[rid]/comments/route";
import { PUT as assignHandler } from "@/app/api/v1/audits/[id]/evidence-requests/[rid]/assignment/route";
import { POST as respondHandler } from "@/app/api/v1/audits/[id]/evidence-requests/[rid]/respond/route";
import { GET as customerRequestsHandler } from "@/app/api/v1/audits/[id]/evidence-requests/route";
import { GET as auditorCommentsHandler, POST as auditorCommentHandler } from "@/app/api/v1/auditor/evidence-requests/[id]/comments/route";
import { POST as reviewHandler } from "@/app/api/v1/auditor/evidence-requests/[id]/review/route";
import { POST as acceptHandler } from "@/app/api/v1/auditor/evidence-requests/accept/route";
import { POST as bulkHandler } from "@/app/api/v1/auditor/evidence-requests/bulk/route";
import { POST as auditorUploadHandler } from "@/app/api/v1/auditor/files/route";
import { GET as auditorRequestsHandler, POST as requestHandler } from "@/app/api/v1/auditor/evidence-requests/route";
import { POST as replaceFileHandler } from "@/app/api/v1/evidence/[id]/file/route";
import { GET as readFileHandler } from "@/app/api/v1/evidence/files/[id]/route";
import { GET as fileVersionsHandler } from "@/app/api/v1/evidence/[id]/files/route";
import { POST as createEvidenceHandler } from "@/app/api/v1/evidence/route";
import { POST as uploadHandler } from "@/app/api/v1/evidence/upload/route";
import { auditEvidenceRequests, auditRequestComments } from "@/db/audit-evidence-requests";
import { auditActivity, auditInvitations, audits } from "@/db/audits";
import { evidenceFiles } from "@/db/evidence";
import { accountEvents } from "@/db/events";
import { notifications } from "@/db/notifications";
import { getDb } from "@/lib/db/client";
import { team } from "../../helpers/team";
import { auditorFor, call, createAudit, expectError } from "./helpers";

type Json = Record<string, any>;
const sha256 = (text: string) => createHash("sha256").update(Buffer.from(text)).digest("hex");
const pdf = (text: string) => `%PDF-1.7\n% ${text}\n`;

function form(name: string, text: string | Buffer, type = "application/pdf") {
  const data = new FormData();
  data.append("file", new File([new Uint8Array(typeof text === "string" ? Buffer.from(text) : text)], name, { type }));
  return data;
}

const auditorUpload = (token: string, body: FormData | Json) => call(auditorUploadHandler, { path: "/api/v1/auditor/files", token, body });

async function upload(token: string, name: string, text: string) {
  const res = await call(uploadHandler, { path: "/api/v1/evidence/upload", token, body: form(name, text) });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; url: string };
}

/** A business team (owner, admin, member, viewer) with a started audit and its accepted auditor. */
async function setting() {
  const t = await team();
  const audit = await createAudit(t.owner);
  const auditor = await auditorFor(t.owner, audit.id);
  const [invitation] = await getDb().select().from(auditInvitations).where(eq(auditInvitations.auditId, audit.id));
  const request = async (controlId = "CC6.1") => {
    const res = await call(requestHandler, {
      path: "/api/v1/auditor/evidence-requests",
      token: auditor,
      body: { control_id: controlId, description: `Evidence for ${controlId}` },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.data as Json;
  };
  const respond = (rid: string, url: string, token = t.member.token) =>
    call(respondHandler, {
      path: `/api/v1/audits/${audit.id}/evidence-requests/${rid}/respond`,
      token,
      params: { id: audit.id, rid },
      body: { evidence_file_url: url },
    });
  const review = (id: string, body: Json, token = auditor) =>
    call(reviewHandler, { path: `/api/v1/auditor/evidence-requests/${id}/review`, token, params: { id }, body });
  const requests = async () => {
    const res = await call(customerRequestsHandler, { path: `/api/v1/audits/${audit.id}/evidence-requests`, token: t.viewer.token, params: { id: audit.id } });
    expect(res.status, res.text).toBe(200);
    return new Map((res.body.data as Json[]).map((r) => [r.id, r]));
  };
  return { t, audit, auditor, invitationId: invitation.id, request, respond, review, requests };
}

async function activities(auditId: string, type: "evidence_accepted" | "evidence_returned" | "evidence_requested" | "comment_added") {
  return getDb()
    .select()
    .from(auditActivity)
    .where(and(eq(auditActivity.auditId, auditId), eq(auditActivity.type, type)));
}

async function noticesOf(subjectId: string) {
  return getDb().select().from(notifications).where(eq(notifications.subjectId, subjectId));
}

async function complete(auditId: string) {
  await getDb().update(audits).set({ status: "complete", completedAt: new Date() }).where(eq(audits.id, auditId));
}

describe("reviewing evidence requests", () => {
  it("returns with a reason, takes a second submission, accepts it; each submission stays frozen after the library file is replaced", async () => {
    const { t, audit, auditor, request, respond, review, requests } = await setting();
    const r = await request();

    // The library item the customer cites, then replaces.
    const v1 = await upload(t.member.token, "access-review.pdf", pdf("q1 export"));
    const library = await call(createEvidenceHandler, {
      path: "/api/v1/evidence",
      token: t.member.token,
      body: { title: "Access review", url: v1.url, controls: [{ framework: "soc2", controlId: "CC6.1" }] },
    });
    expect(library.status, library.text).toBe(201);

    const first = await respond(r.id, v1.url);
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ status: "responded", reviewed_at: null, return_reason: null });
    expect(first.body.data.submissions).toEqual([
      {
        id: expect.any(String),
        url: v1.url,
        file_id: v1.id,
        filename: "access-review.pdf",
        sha256: sha256(pdf("q1 export")),
        size: pdf("q1 export").length,
        submitted_by_name: "Sam Engineer",
        submitted_at: expect.any(String),
      },
    ]);

    expectError(await review(r.id, { decision: "return" }), 400, "validation_failed");
    expectError(await review(r.id, { decision: "accept", reason: "fine" }), 400, "validation_failed");
    const returned = await review(r.id, { decision: "return", reason: "This covers Q1; the request is for Q2." });
    expect(returned.status, returned.text).toBe(200);
    expect(returned.body.data).toMatchObject({ status: "returned", return_reason: "This covers Q1; the request is for Q2." });
    expect(Date.parse(returned.body.data.reviewed_at)).not.toBeNaN();
    expect(await activities(audit.id, "evidence_returned")).toHaveLength(1);
    // Unassigned: the owner and the admin hear of the return, as of a new request.
    const returnNotice = (await noticesOf(r.id)).filter((n) => n.title.startsWith("Evidence returned"));
    expect(returnNotice.map((n) => n.userId).sort()).toEqual([t.owner.userId, t.admin.userId].sort());
    expect(returnNotice[0]).toMatchObject({ kind: "evidence_request.assigned", body: expect.stringContaining("the request is for Q2") });

    const again = await review(r.id, { decision: "accept" });
    expectError(again, 409, "invalid_transition");
    expect(again.body.error.details).toEqual({ from: "returned", to: "accepted", allowed: [] });

    // Replacing the library item's file changes nothing the audit holds.
    const replaced = await call(replaceFileHandler, {
      path: `/api/v1/evidence/${library.body.data.id}/file`,
      params: { id: library.body.data.id },
      token: t.member.token,
      body: form("access-review.pdf", pdf("rewritten")),
    });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.data.fileId).not.toBe(v1.id);
    expect((await requests()).get(r.id)!.submissions[0]).toMatchObject({ file_id: v1.id, sha256: sha256(pdf("q1 export")) });

    const v2 = await upload(t.member.token, "access-review-q2.pdf", pdf("q2 export"));
    const second = await respond(r.id, v2.url);
    expect(second.status, second.text).toBe(200);
    expect(second.body.data).toMatchObject({ status: "responded", evidence_file_url: v2.url, return_reason: "This covers Q1; the request is for Q2." });
    expect(second.body.data.submissions.map((s: Json) => [s.file_id, s.sha256])).toEqual([
      [v1.id, sha256(pdf("q1 export"))],
      [v2.id, sha256(pdf("q2 export"))],
    ]);
    const twice = await respond(r.id, v2.url);
    expectError(twice, 409, "invalid_transition");
    expect(twice.body.error.details).toEqual({ from: "responded", to: "responded", allowed: [] });

    const accepted = await review(r.id, { decision: "accept" });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: "accepted", return_reason: null });
    expect(accepted.body.data.submissions).toHaveLength(2);
    expect(await activities(audit.id, "evidence_accepted")).toHaveLength(1);
    const late = await respond(r.id, v2.url);
    expectError(late, 409, "invalid_transition");
    expect(late.body.error.details).toEqual({ from: "accepted", to: "responded", allowed: [] });

    // The auditor's list carries the same frozen submissions; the first file is still theirs to download.
    const auditorList = await call(auditorRequestsHandler, { path: "/api/v1/auditor/evidence-requests", token: auditor });
    expect(auditorList.body.data[0].submissions).toEqual(accepted.body.data.submissions);
    const download = await call(readFileHandler, { path: `/api/v1/evidence/files/${v1.id}`, token: auditor, params: { id: v1.id } });
    expect(download.status).toBe(200);
    expect(download.text).toBe(pdf("q1 export"));
  });

  it("answers 404 for another audit's request and 409 once the audit is complete", async () => {
    const one = await setting();
    const other = await setting();
    const r = await one.request();
    expect((await one.respond(r.id, "https://docs.example.com/a.pdf")).status).toBe(200);
    expectError(await other.review(r.id, { decision: "accept" }), 404, "not_found");
    expectError(await one.review("7d1f6a4e-2b9c-4e5d-8f3a-1c2b3d4e5f60", { decision: "accept" }), 404, "not_found");
    expectError(await one.review(r.id, { decision: "accept" }, one.t.owner.token), 403, "forbidden");
    const open = await one.request("CC6.2");
    const early = await one.review(open.id, { decision: "return", reason: "x" });
    expectError(early, 409, "invalid_transition");
    expect(early.body.error.details).toEqual({ from: "open", to: "returned", allowed: [] });
    await complete(one.audit.id);
    expectError(await one.review(r.id, { decision: "accept" }), 409, "audit_complete");
    expectError(await one.respond(open.id, "https://docs.example.com/a.pdf"), 409, "audit_complete");
  });
});

describe("bulk requests and bulk acceptance", () => {
  it("opens one request per control, or none when a control is unknown or repeated", async () => {
    const { t, audit, auditor } = await setting();
    const bulk = (body: Json) => call(bulkHandler, { path: "/api/v1/auditor/evidence-requests/bulk", token: auditor, body });
    const unknown = await bulk({ control_ids: ["CC6.1", "ZZ9"], description: "Q2 evidence" });
    expectError(unknown, 400, "validation_failed");
    expect(unknown.body.error.details).toEqual([{ path: "control_ids.1", message: expect.stringContaining("ZZ9") }]);
    expectError(await bulk({ control_ids: ["CC6.1", "CC6.1"], description: "Q2 evidence" }), 400, "validation_failed");
    expectError(await bulk({ control_ids: Array.from({ length: 201 }, () => "CC6.1"), description: "Q2 evidence" }), 400, "validation_failed");
    expectError(await bulk({ control_ids: [], description: "Q2 evidence" }), 400, "validation_failed");
    expect(await getDb().select({ n: count() }).from(auditEvidenceRequests).where(eq(auditEvidenceRequests.auditId, audit.id))).toEqual([{ n: 0 }]);

    const res = await bulk({ control_ids: ["CC6.1", "CC6.2", "CC7.1"], description: "Q2 evidence", priority: "high", due_at: "2026-12-15" });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.map((r: Json) => [r.control_id, r.status, r.priority, r.due_at, r.submissions])).toEqual([
      ["CC6.1", "open", "high", "2026-12-15T00:00:00.000Z", []],
      ["CC6.2", "open", "high", "2026-12-15T00:00:00.000Z", []],
      ["CC7.1", "open", "high", "2026-12-15T00:00:00.000Z", []],
    ]);
    const logged = await activities(audit.id, "evidence_requested");
    expect(logged.map((a) => a.controlId).sort()).toEqual(["CC6.1", "CC6.2", "CC7.1"]);
    for (const r of res.body.data as Json[]) {
      expect((await noticesOf(r.id)).map((n) => n.userId).sort()).toEqual([t.owner.userId, t.admin.userId].sort());
    }
  });

  it("accepts many submitted requests at once, all or nothing", async () => {
    const { audit, auditor, request, respond, requests } = await setting();
    const [a, b, c] = [await request("CC6.1"), await request("CC6.2"), await request("CC6.3")];
    for (const r of [a, b]) expect((await respond(r.id, "https://docs.example.com/e.pdf")).status).toBe(200);
    const accept = (ids: string[]) => call(acceptHandler, { path: "/api/v1/auditor/evidence-requests/accept", token: auditor, body: { ids } });

    const refused = await accept([a.id, c.id]);
    expectError(refused, 409, "invalid_transition");
    expect(refused.body.error.details.requests).toEqual([{ id: c.id, status: "open" }]);
    const unknown = await accept([a.id, "7d1f6a4e-2b9c-4e5d-8f3a-1c2b3d4e5f60"]);
    expectError(unknown, 400, "validation_failed");
    expect(unknown.body.error.details).toEqual([{ path: "ids.1", message: expect.stringContaining("7d1f6a4e") }]);
    expect((await requests()).get(a.id)!.status).toBe("responded");
    expect(await activities(audit.id, "evidence_accepted")).toHaveLength(0);

    const ok = await accept([b.id, a.id]);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.map((r: Json) => [r.id, r.status, r.submissions.length])).toEqual([
      [b.id, "accepted", 1],
      [a.id, "accepted", 1],
    ]);
    expect(await activities(audit.id, "evidence_accepted")).toHaveLength(2);
    expectError(await accept([a.id]), 409, "invalid_transition");
  });
});

describe("comments on evidence requests", () => {
  it("threads both sides oldest first, with files, notifying the other side; viewers read only", async () => {
    const { t, audit, auditor, invitationId, request } = await setting();
    const r = await request();
    const assigned = await call(assignHandler, {
      path: `/api/v1/audits/${audit.id}/evidence-requests/${r.id}/assignment`,
      token: t.owner.token,
      params: { id: audit.id, rid: r.id },
      body: { assignee_user_id: t.member.userId, due_at: null },
    });
    expect(assigned.status, assigned.text).toBe(200);
    const path = `/api/v1/audits/${audit.id}/evidence-requests/${r.id}/comments`;
    const customerSays = (body: Json, token = t.member.token) => call(commentHandler, { path, token, params: { id: audit.id, rid: r.id }, body });
    const auditorSays = (body: Json) =>
      call(auditorCommentHandler, { path: `/api/v1/auditor/evidence-requests/${r.id}/comments`, token: auditor, params: { id: r.id }, body });

    const file = await upload(t.member.token, "export.pdf", pdf("export"));
    const mine = await customerSays({ body: "Which quarter do you need?", file_url: file.url });
    expect(mine.status, mine.text).toBe(201);
    expect(mine.body.data).toEqual({
      id: expect.any(String),
      author: { type: "customer", name: "Sam Engineer" },
      body: "Which quarter do you need?",
      file: { id: file.id, url: file.url, filename: "export.pdf" },
      created_at: expect.any(String),
    });
    const toAuditor = (await noticesOf(r.id)).filter((n) => n.title.includes("commented"));
    expect(toAuditor.map((n) => n.auditorInvitationId)).toEqual([invitationId]);

    // Refused, and nothing written: a link, an empty or oversized body, a viewer.
    expectError(await customerSays({ body: "see", file_url: "https://docs.example.com/x.pdf" }), 400, "validation_failed");
    expectError(await customerSays({ body: "   " }), 400, "validation_failed");
    expectError(await customerSays({ body: "x".repeat(10_001) }), 400, "validation_failed");
    expectError(await customerSays({ body: "hello" }, t.viewer.token), 403, "forbidden");
    expect(await getDb().select({ n: count() }).from(auditRequestComments).where(eq(auditRequestComments.requestId, r.id))).toEqual([{ n: 1 }]);

    const theirs = await auditorSays({ body: "Q2, please; your export is the right format.", file_url: file.url });
    expect(theirs.status, theirs.text).toBe(201);
    expect(theirs.body.data).toMatchObject({ author: { type: "auditor", name: "Ada Auditor" }, file: { id: file.id } });
    const toMember = (await noticesOf(r.id)).filter((n) => n.title.startsWith("Ada Auditor commented"));
    expect(toMember.map((n) => n.userId)).toEqual([t.member.userId]);
    // The auditor attaches only what the audit already sees.
    const unseen = await upload(t.owner.token, "payroll.pdf", pdf("payroll"));
    expectError(await auditorSays({ body: "this?", file_url: unseen.url }), 400, "validation_failed");
    expect((await call(readFileHandler, { path: `/api/v1/evidence/files/${file.id}`, token: auditor, params: { id: file.id } })).status).toBe(200);
    expect((await call(readFileHandler, { path: `/api/v1/evidence/files/${unseen.id}`, token: auditor, params: { id: unseen.id } })).status).toBe(404);
    expect(await activities(audit.id, "comment_added")).toHaveLength(2);

    const page1 = await call(listCommentsHandler, { path: `${path}?limit=1`, token: t.viewer.token, params: { id: audit.id, rid: r.id } });
    expect(page1.status, page1.text).toBe(200);
    expect(page1.body.data.map((c: Json) => c.author.type)).toEqual(["customer"]);
    expect(page1.body.pagination.hasMore).toBe(true);
    const page2 = await call(listCommentsHandler, {
      path: `${path}?limit=1&cursor=${page1.body.pagination.nextCursor}`,
      token: t.viewer.token,
      params: { id: audit.id, rid: r.id },
    });
    expect(page2.body.data.map((c: Json) => c.author.type)).toEqual(["auditor"]);
    const portal = await call(auditorCommentsHandler, { path: `/api/v1/auditor/evidence-requests/${r.id}/comments`, token: auditor, params: { id: r.id } });
    expect(portal.body.data.map((c: Json) => c.id)).toEqual([mine.body.data.id, theirs.body.data.id]);
  });

  it("takes the auditor's own upload on a comment: the organisation reads and downloads it, another audit's auditor never reaches it", async () => {
    const { t, audit, auditor, invitationId, request } = await setting();
    const r = await request();
    const notes = pdf("walkthrough notes");
    const uploaded = await auditorUpload(auditor, form("walkthrough.pdf", notes));
    expect(uploaded.status, uploaded.text).toBe(201);
    const file = uploaded.body.data as Json;
    expect(file).toEqual({
      id: expect.any(String),
      url: expect.stringContaining(`/api/v1/evidence/files/${file.id}`),
      filename: "walkthrough.pdf",
      sha256: sha256(notes),
      size: notes.length,
      content_type: "application/pdf",
    });
    // A file of the audited account, marked as the auditor's, in the account's audit trail under the auditor.
    const [row] = await getDb().select().from(evidenceFiles).where(eq(evidenceFiles.id, file.id));
    expect(row).toMatchObject({ accountId: t.owner.accountId, uploadedBy: `auditor:${invitationId}` });
    const events = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.targetId, file.id), eq(accountEvents.action, "evidence_file.uploaded")));
    expect(events.map((e) => [e.actorType, e.actorId])).toEqual([["auditor", invitationId]]);

    const said = await call(auditorCommentHandler, {
      path: `/api/v1/auditor/evidence-requests/${r.id}/comments`,
      token: auditor,
      params: { id: r.id },
      body: { body: "My walkthrough notes, for reference.", file_url: file.url },
    });
    expect(said.status, said.text).toBe(201);
    expect(said.body.data.file).toEqual({ id: file.id, url: file.url, filename: "walkthrough.pdf" });

    const thread = await call(listCommentsHandler, {
      path: `/api/v1/audits/${audit.id}/evidence-requests/${r.id}/comments`,
      token: t.viewer.token,
      params: { id: audit.id, rid: r.id },
    });
    expect(thread.body.data.map((c: Json) => [c.author.type, c.file?.filename])).toEqual([["auditor", "walkthrough.pdf"]]);
    const byOrganisation = await call(readFileHandler, { path: `/api/v1/evidence/files/${file.id}`, token: t.viewer.token, params: { id: file.id } });
    expect(byOrganisation.status).toBe(200);
    expect(byOrganisation.text).toBe(notes);
    const byAuditor = await call(readFileHandler, { path: `/api/v1/evidence/files/${file.id}`, token: auditor, params: { id: file.id } });
    expect(byAuditor.status).toBe(200);
    expect(byAuditor.headers.get("x-sha256")).toBe(sha256(notes));

    // The auditor of another audit of the same account can neither attach nor download it.
    const second = await createAudit(t.owner, { title: "ISO surveillance" });
    const otherAuditor = await auditorFor(t.owner, second.id);
    const theirRequest = await call(requestHandler, {
      path: "/api/v1/auditor/evidence-requests",
      token: otherAuditor,
      body: { control_id: "CC6.1", description: "Access reviews" },
    });
    expect(theirRequest.status, theirRequest.text).toBe(201);
    const rid = theirRequest.body.data.id;
    expectError(
      await call(auditorCommentHandler, {
        path: `/api/v1/auditor/evidence-requests/${rid}/comments`,
        token: otherAuditor,
        params: { id: rid },
        body: { body: "this?", file_url: file.url },
      }),
      400,
      "validation_failed",
    );
    expect((await call(readFileHandler, { path: `/api/v1/evidence/files/${file.id}`, token: otherAuditor, params: { id: file.id } })).status).toBe(404);

    // Once the organisation keeps it as library evidence (which any audit on the framework may see), it names its uploader by role.
    const kept = await call(createEvidenceHandler, {
      path: "/api/v1/evidence",
      token: t.member.token,
      body: { title: "Auditor's walkthrough", url: file.url, controls: [{ framework: "soc2", controlId: "CC6.1" }] },
    });
    expect(kept.status, kept.text).toBe(201);
    const versions = await call(fileVersionsHandler, {
      path: `/api/v1/evidence/${kept.body.data.id}/files`,
      token: t.viewer.token,
      params: { id: kept.body.data.id },
    });
    expect(versions.body.data.map((v: Json) => v.uploadedBy)).toEqual(["Auditor"]);
  });

  it("refuses the auditor's upload when the audit is complete, empty, badly named or too large, keeping nothing", async () => {
    const { t, audit, auditor } = await setting();
    const stored = async () => (await getDb().select({ n: count() }).from(evidenceFiles).where(eq(evidenceFiles.accountId, t.owner.accountId)))[0].n;
    expectError(await auditorUpload(auditor, { file: "x" }), 415, "unsupported_media_type");
    const empty = await auditorUpload(auditor, form("notes.txt", "", "text/plain"));
    expectError(empty, 400, "validation_failed");
    expect(empty.body.error.details).toEqual([{ path: "file", message: "The file is empty." }]);
    const dots = await auditorUpload(auditor, form("..", "notes", "text/plain"));
    expectError(dots, 400, "validation_failed");
    expect(dots.body.error.details).toEqual([{ path: "file", message: "The file name is only dots." }]);
    expectError(await auditorUpload(auditor, form("big.txt", Buffer.alloc(10 * 1024 * 1024 + 10, 0x61), "text/plain")), 413, "payload_too_large");
    expectError(await auditorUpload(t.owner.token, form("notes.pdf", pdf("notes"))), 403, "forbidden");
    await complete(audit.id);
    expectError(await auditorUpload(auditor, form("notes.pdf", pdf("notes"))), 409, "audit_complete");
    expect(await stored()).toBe(0);
    const dir = join(process.env.DATA_DIR!, "uploads", t.owner.accountId);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it("hides another account's thread (404) and closes threads of a completed audit (409), which stay readable", async () => {
    const one = await setting();
    const other = await setting();
    const r = await one.request();
    const params = { id: one.audit.id, rid: r.id };
    const path = `/api/v1/audits/${one.audit.id}/evidence-requests/${r.id}/comments`;
    expectError(await call(listCommentsHandler, { path, token: other.t.owner.token, params }), 404, "not_found");
    expectError(await call(commentHandler, { path, token: other.t.owner.token, params, body: { body: "hi" } }), 404, "not_found");
    const foreignAuditor = { path: `/api/v1/auditor/evidence-requests/${r.id}/comments`, token: other.auditor, params: { id: r.id } };
    expectError(await call(auditorCommentsHandler, foreignAuditor), 404, "not_found");
    expectError(await call(auditorCommentHandler, { ...foreignAuditor, body: { body: "hi" } }), 404, "not_found");

    expect((await call(commentHandler, { path, token: one.t.member.token, params, body: { body: "Before completion." } })).status).toBe(201);
    await complete(one.audit.id);
    expectError(await call(commentHandler, { path, token: one.t.member.token, params, body: { body: "After." } }), 409, "audit_complete");
    expectError(
      await call(auditorCommentHandler, {
        path: `/api/v1/auditor/evidence-requests/${r.id}/comments`,
        token: one.auditor,
        params: { id: r.id },
        body: { body: "After." },
      }),
      409,
      "audit_complete",
    );
    const read = await call(listCommentsHandler, { path, token: one.t.viewer.token, params });
    expect(read.body.data.map((c: Json) => c.body)).toEqual(["Before completion."]);
  });
});

import { describe, expect, it } from "vitest";
import { POST as approve } from "@/app/api/v1/documents/[id]/approve/route";
import { POST as requestApproval } from "@/app/api/v1/documents/[id]/approval-request/route";
import { PUT as setOwners } from "@/app/api/v1/documents/[id]/owners/route";
import { GET as getDocument } from "@/app/api/v1/documents/[id]/route";
import { POST as edit } from "@/app/api/v1/documents/[id]/versions/route";
import { POST as generate } from "@/app/api/v1/documents/generate/route";
import { GET as myWork } from "@/app/api/v1/work/route";
import { createAccount, createApiKeyFor } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { variablesOf } from "../documents/helpers";
import { notificationsOf, team } from "./helpers";

async function arrange() {
  const t = await team();
  const key = await createApiKeyFor(t.owner);
  const res = await call(generate, {
    path: "/api/v1/documents/generate",
    apiKey: key,
    body: { templateId: "incident-response-plan", variables: variablesOf("incident-response-plan") },
  });
  expect(res.status, res.text).toBe(201);
  return { t, doc: res.body.data as { id: string; content: string; approvalState: string } };
}

const p = (id: string, tail: string) => ({ path: `/api/v1/documents/${id}/${tail}`, params: { id } });

describe("document owner, approver and approval", () => {
  it("names owner and approver, asks for approval (approver told), approver approves (owner told), a new version resets it", async () => {
    const { t, doc } = await arrange();
    expect(doc.approvalState).toBe("none");
    const owners = await call(setOwners, {
      method: "PUT",
      ...p(doc.id, "owners"),
      token: t.member.token,
      body: { ownerUserId: t.member.userId, approverUserId: t.admin.userId },
    });
    expect(owners.status, owners.text).toBe(200);
    expect(owners.body.data).toMatchObject({ ownerUserId: t.member.userId, approverUserId: t.admin.userId, approvalState: "none" });

    const asked = await call(requestApproval, { ...p(doc.id, "approval-request"), token: t.member.token });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.data.approvalState).toBe("requested");
    expect((await notificationsOf("document.approval_requested", doc.id)).map((n) => n.userId)).toEqual([t.admin.userId]);

    const work = await call(myWork, { path: "/api/v1/work", token: t.admin.token });
    expect(work.body.data.items).toContainEqual(expect.objectContaining({ kind: "document", id: doc.id, link: `/documents/${doc.id}` }));

    // Only the approver (or an admin/owner): the member owner cannot approve.
    const refused = await call(approve, { ...p(doc.id, "approve"), token: t.member.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("forbidden");

    const ok = await call(approve, { ...p(doc.id, "approve"), token: t.admin.token });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data).toMatchObject({ approvalState: "approved", approvedVersion: 1, approvedBy: t.admin.userId });
    expect(ok.body.data.approvedAt).not.toBeNull();
    expect((await notificationsOf("document.approved", doc.id)).map((n) => n.userId)).toEqual([t.member.userId]);
    expect((await call(myWork, { path: "/api/v1/work", token: t.admin.token })).body.data.counts.documents).toBe(0);

    const again = await call(requestApproval, { ...p(doc.id, "approval-request"), token: t.member.token });
    expect(again.status).toBe(409);

    const edited = await call(edit, { ...p(doc.id, "versions"), token: t.member.token, body: { content: `${doc.content}\n\nA new paragraph.\n` } });
    expect(edited.status, edited.text).toBe(201);
    expect(edited.body.data).toMatchObject({ version: 2, approvalState: "none", approvedVersion: 1 });
    const read = await call(getDocument, { path: `/api/v1/documents/${doc.id}`, params: { id: doc.id }, token: t.viewer.token });
    expect(read.body.data.approvalState).toBe("none");
  });

  it("an admin or owner may approve without being the approver; a member approver may approve", async () => {
    const { t, doc } = await arrange();
    await call(setOwners, { method: "PUT", ...p(doc.id, "owners"), token: t.owner.token, body: { approverUserId: t.member.userId } });
    const byOwner = await call(approve, { ...p(doc.id, "approve"), token: t.owner.token });
    expect(byOwner.status, byOwner.text).toBe(200);
    expect(byOwner.body.data.approvedBy).toBe(t.owner.userId);

    const { t: t2, doc: doc2 } = await arrange();
    await call(setOwners, { method: "PUT", ...p(doc2.id, "owners"), token: t2.owner.token, body: { approverUserId: t2.member.userId } });
    const byApprover = await call(approve, { ...p(doc2.id, "approve"), token: t2.member.token });
    expect(byApprover.status, byApprover.text).toBe(200);
  });

  it("refuses a viewer (403), a non-member (400 naming the field), no approver (409), another tenant (404)", async () => {
    const { t, doc } = await arrange();
    const stranger = await createAccount();
    expect((await call(setOwners, { method: "PUT", ...p(doc.id, "owners"), token: t.viewer.token, body: { ownerUserId: t.viewer.userId } })).status).toBe(403);
    expect((await call(requestApproval, { ...p(doc.id, "approval-request"), token: t.viewer.token })).status).toBe(403);
    expect((await call(approve, { ...p(doc.id, "approve"), token: t.viewer.token })).status).toBe(403);
    const outsider = await call(setOwners, { method: "PUT", ...p(doc.id, "owners"), token: t.member.token, body: { approverUserId: stranger.userId } });
    expect(outsider.status).toBe(400);
    expect(outsider.body.error.details[0].path).toBe("approverUserId");
    expect((await call(setOwners, { method: "PUT", ...p(doc.id, "owners"), token: t.member.token, body: {} })).status).toBe(400);
    expect((await call(requestApproval, { ...p(doc.id, "approval-request"), token: t.member.token })).status).toBe(409);
    expect((await call(setOwners, { method: "PUT", ...p(doc.id, "owners"), token: stranger.token, body: { ownerUserId: stranger.userId } })).status).toBe(404);
    expect((await call(approve, { ...p(doc.id, "approve"), token: stranger.token })).status).toBe(404);
  });
});

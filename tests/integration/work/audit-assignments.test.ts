import { describe, expect, it } from "vitest";
import { PUT as assign } from "@/app/api/v1/audits/[id]/evidence-requests/[rid]/assignment/route";
import { GET as listRequests } from "@/app/api/v1/audits/[id]/evidence-requests/route";
import { PUT as respondFinding } from "@/app/api/v1/audits/[id]/findings/[fid]/response/route";
import { GET as listFindings } from "@/app/api/v1/audits/[id]/findings/route";
import { POST as requestHandler } from "@/app/api/v1/auditor/evidence-requests/route";
import { GET as auditorFindings, POST as findingHandler } from "@/app/api/v1/auditor/findings/route";
import { GET as myWork } from "@/app/api/v1/work/route";
import { auditInvitations } from "@/db/audits";
import { getDb } from "@/lib/db/client";
import { eq } from "drizzle-orm";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { auditorFor, createAudit } from "../audits/helpers";
import { notificationsOf, team } from "./helpers";

async function arrange() {
  const t = await team();
  const audit = await createAudit(t.owner);
  const auditor = await auditorFor(t.owner, audit.id);
  const req = await call(requestHandler, {
    path: "/api/v1/auditor/evidence-requests",
    token: auditor,
    body: { control_id: "CC6.1", description: "Quarterly access review", priority: "high" },
  });
  expect(req.status, req.text).toBe(201);
  const finding = await call(findingHandler, {
    path: "/api/v1/auditor/findings",
    token: auditor,
    body: { control_id: "CC6.1", severity: "major", title: "No MFA for admins", description: "Two admins without MFA" },
  });
  expect(finding.status, finding.text).toBe(201);
  return { t, audit, auditor, requestId: req.body.data.id as string, findingId: finding.body.data.id as string };
}

describe("evidence request assignment", () => {
  it("assigns to an active member with a due date, notifies them, shows in their work as overdue once past due", async () => {
    const { t, audit, requestId } = await arrange();
    const path = `/api/v1/audits/${audit.id}/evidence-requests/${requestId}/assignment`;
    const past = new Date(Date.now() - 3 * 86_400_000).toISOString();
    // The auditor's request may already have told people (the notifications domain's hook): count only what assigning adds.
    const before = (await notificationsOf("evidence_request.assigned", requestId)).length;
    const res = await call(assign, {
      method: "PUT",
      path,
      token: t.admin.token,
      params: { id: audit.id, rid: requestId },
      body: { assignee_user_id: t.member.userId, due_at: past },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      id: requestId,
      assignee_user_id: t.member.userId,
      due_at: past,
      status: "open",
      description: "Quarterly access review",
    });

    const notes = await notificationsOf("evidence_request.assigned", requestId);
    expect(notes).toHaveLength(before + 1);
    expect(notes.filter((n) => n.userId === t.member.userId)).toHaveLength(1);

    const listed = await call(listRequests, { path: `/api/v1/audits/${audit.id}/evidence-requests`, token: t.viewer.token, params: { id: audit.id } });
    expect(listed.body.data[0]).toMatchObject({ assignee_user_id: t.member.userId, due_at: past });

    const work = await call(myWork, { path: "/api/v1/work", token: t.member.token });
    expect(work.status, work.text).toBe(200);
    expect(work.body.data.counts).toMatchObject({ evidence_requests: 1, overdue: 1 });
    expect(work.body.data.items[0]).toMatchObject({ kind: "evidence_request", id: requestId, overdue: true, link: `/audits/${audit.id}` });

    // Same assignment again: no second notification. Clearing it takes it out of their work.
    await call(assign, {
      method: "PUT",
      path,
      token: t.admin.token,
      params: { id: audit.id, rid: requestId },
      body: { assignee_user_id: t.member.userId, due_at: past },
    });
    expect(await notificationsOf("evidence_request.assigned", requestId)).toHaveLength(before + 1);
    const cleared = await call(assign, {
      method: "PUT",
      path,
      token: t.admin.token,
      params: { id: audit.id, rid: requestId },
      body: { assignee_user_id: null, due_at: null },
    });
    expect(cleared.body.data).toMatchObject({ assignee_user_id: null, due_at: null });
    expect((await call(myWork, { path: "/api/v1/work", token: t.member.token })).body.data.counts.evidence_requests).toBe(0);
  });

  it("refuses a viewer (403), a non-member assignee (400), another tenant (404)", async () => {
    const { t, audit, requestId } = await arrange();
    const stranger = await createAccount({ tier: "business" });
    const path = `/api/v1/audits/${audit.id}/evidence-requests/${requestId}/assignment`;
    const put = (token: string, body: unknown) => call(assign, { method: "PUT", path, token, params: { id: audit.id, rid: requestId }, body });
    expect((await put(t.viewer.token, { assignee_user_id: t.member.userId, due_at: null })).status).toBe(403);
    const outsider = await put(t.member.token, { assignee_user_id: stranger.userId, due_at: null });
    expect(outsider.status).toBe(400);
    expect(outsider.body.error.details[0].path).toBe("assignee_user_id");
    expect((await put(stranger.token, { assignee_user_id: stranger.userId, due_at: null })).status).toBe(404);
    expect((await put(t.member.token, { assignee_user_id: t.member.userId })).status).toBe(400);
    const bogus = await call(assign, {
      method: "PUT",
      path,
      token: t.member.token,
      params: { id: audit.id, rid: "00000000-0000-4000-8000-000000000000" },
      body: { assignee_user_id: null, due_at: null },
    });
    expect(bogus.status).toBe(404);
  });
});

describe("finding response", () => {
  it("sets owner, due date and management response; owner and auditor are notified; the auditor sees the response; the status stays", async () => {
    const { t, audit, auditor, findingId } = await arrange();
    const path = `/api/v1/audits/${audit.id}/findings/${findingId}/response`;
    const res = await call(respondFinding, {
      method: "PUT",
      path,
      token: t.member.token,
      params: { id: audit.id, fid: findingId },
      body: { owner_user_id: t.admin.userId, due_at: "2030-01-31", management_response: "Enforce MFA for every admin by January." },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      owner_user_id: t.admin.userId,
      due_at: "2030-01-31T00:00:00.000Z",
      management_response: "Enforce MFA for every admin by January.",
      status: "open",
    });
    expect(res.body.data.management_response_at).not.toBeNull();

    expect((await notificationsOf("finding.assigned", findingId)).map((n) => n.userId)).toEqual([t.admin.userId]);
    const [invitation] = await getDb().select({ id: auditInvitations.id }).from(auditInvitations).where(eq(auditInvitations.auditId, audit.id));
    const toAuditor = await notificationsOf("finding.changed", findingId);
    expect(toAuditor.filter((n) => n.auditorInvitationId === invitation.id)).toHaveLength(1);

    const portal = await call(auditorFindings, { path: "/api/v1/auditor/findings", token: auditor });
    expect(portal.status, portal.text).toBe(200);
    expect(portal.body.data.find((f: { id: string }) => f.id === findingId)).toMatchObject({
      management_response: "Enforce MFA for every admin by January.",
      owner_user_id: t.admin.userId,
    });

    const listed = await call(listFindings, { path: `/api/v1/audits/${audit.id}/findings`, token: t.viewer.token, params: { id: audit.id } });
    expect(listed.body.data[0]).toMatchObject({ due_at: "2030-01-31T00:00:00.000Z" });

    const work = await call(myWork, { path: "/api/v1/work", token: t.admin.token });
    expect(work.body.data.items).toContainEqual(
      expect.objectContaining({ kind: "finding", id: findingId, overdue: false, due_at: "2030-01-31T00:00:00.000Z" }),
    );

    // Clearing the response with an empty string; the owner unchanged is not told again.
    const cleared = await call(respondFinding, {
      method: "PUT",
      path,
      token: t.member.token,
      params: { id: audit.id, fid: findingId },
      body: { owner_user_id: t.admin.userId, management_response: "" },
    });
    expect(cleared.body.data).toMatchObject({ management_response: null, management_response_at: null });
    expect(await notificationsOf("finding.assigned", findingId)).toHaveLength(1);
  });

  it("refuses a viewer (403), an empty body or a non-member owner (400), another tenant (404)", async () => {
    const { t, audit, findingId } = await arrange();
    const stranger = await createAccount({ tier: "business" });
    const path = `/api/v1/audits/${audit.id}/findings/${findingId}/response`;
    const put = (token: string, body: unknown) => call(respondFinding, { method: "PUT", path, token, params: { id: audit.id, fid: findingId }, body });
    expect((await put(t.viewer.token, { management_response: "x" })).status).toBe(403);
    expect((await put(t.member.token, {})).status).toBe(400);
    const outsider = await put(t.member.token, { owner_user_id: stranger.userId });
    expect(outsider.status).toBe(400);
    expect(outsider.body.error.details[0].path).toBe("owner_user_id");
    expect((await put(stranger.token, { management_response: "x" })).status).toBe(404);
    expect((await put(t.member.token, { status: "resolved" })).status).toBe(400);
  });
});

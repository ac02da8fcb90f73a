import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as respondHandler } from "@/app/api/v1/audits/[id]/evidence-requests/[rid]/respond/route";
import { PUT as updateAuditHandler } from "@/app/api/v1/audits/[id]/route";
import { POST as completeHandler } from "@/app/api/v1/auditor/complete/route";
import { POST as requestHandler } from "@/app/api/v1/auditor/evidence-requests/route";
import { PUT as updateFindingHandler } from "@/app/api/v1/auditor/findings/[id]/route";
import { POST as findingHandler } from "@/app/api/v1/auditor/findings/route";
import { POST as readAuditorHandler } from "@/app/api/v1/auditor/notifications/[id]/read/route";
import { GET as listAuditorHandler } from "@/app/api/v1/auditor/notifications/route";
import { POST as pushHandler } from "@/app/api/v1/integrations/[id]/resources/route";
import { POST as createIntegrationHandler } from "@/app/api/v1/integrations/route";
import { GET as getTestHandler } from "@/app/api/v1/tests/[id]/route";
import { auditFindings, auditInvitations } from "@/db/audits";
import { controlOwners } from "@/db/ownership";
import { getDb } from "@/lib/db/client";
import { ALERT_TYPE_LABELS, NOTIFICATION_KIND_LABELS } from "@/lib/format/labels";
import { createApiKeyFor } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { auditorFor, completeBody, createAudit } from "../audits/helpers";
import { createSchedule, noPractices, profile, runNow } from "../monitoring/helpers";
import { notificationsOf, team } from "./helpers";

const recipients = (rows: { userId: string | null; auditorInvitationId: string | null }[]) => rows.map((r) => r.userId ?? r.auditorInvitationId).sort();

async function auditWithAuditor() {
  const t = await team();
  const audit = await createAudit(t.owner);
  const auditor = await auditorFor(t.owner, audit.id);
  const [invitation] = await getDb().select().from(auditInvitations).where(eq(auditInvitations.auditId, audit.id));
  return { t, audit, auditor, invitationId: invitation.id };
}

describe("notifications from the audit flows", () => {
  it("an evidence request tells the owners and admins; the customer's answer tells the auditor, who reads it in the portal", async () => {
    const { t, audit, auditor, invitationId } = await auditWithAuditor();
    const created = await call(requestHandler, {
      path: "/api/v1/auditor/evidence-requests",
      token: auditor,
      body: { control_id: "CC6.1", description: "Quarterly access review" },
    });
    expect(created.status, created.text).toBe(201);
    const requestId = created.body.data.id;
    const assigned = await notificationsOf("evidence_request.assigned", requestId);
    expect(recipients(assigned)).toEqual([t.owner.userId, t.admin.userId].sort());
    expect(assigned[0]).toMatchObject({ link: `/audits/${audit.id}`, body: "Quarterly access review", emailState: "pending" });

    const responded = await call(respondHandler, {
      path: `/api/v1/audits/${audit.id}/evidence-requests/${requestId}/respond`,
      token: t.member.token,
      params: { id: audit.id, rid: requestId },
      body: { evidence_file_url: "https://docs.example.com/access-review.pdf" },
    });
    expect(responded.status, responded.text).toBe(200);
    const toAuditor = await notificationsOf("evidence_request.responded", requestId);
    expect(recipients(toAuditor)).toEqual([invitationId]);

    const inbox = await call(listAuditorHandler, { path: "/api/v1/auditor/notifications", token: auditor });
    expect(inbox.status, inbox.text).toBe(200);
    expect(inbox.body.data.map((n: { kind: string }) => n.kind)).toEqual(["evidence_request.responded"]);
    const id = inbox.body.data[0].id;
    const read = await call(readAuditorHandler, { path: `/api/v1/auditor/notifications/${id}/read`, token: auditor, params: { id } });
    expect(read.status, read.text).toBe(200);
    expect(read.body.data.read).toBe(true);
    const unread = await call(listAuditorHandler, { path: "/api/v1/auditor/notifications?unread=true", token: auditor });
    expect(unread.body.data).toEqual([]);

    // Another audit's auditor, and a member, reach none of it.
    const other = await auditWithAuditor();
    expect((await call(listAuditorHandler, { path: "/api/v1/auditor/notifications", token: other.auditor })).body.data).toEqual([]);
    expect((await call(readAuditorHandler, { path: `/api/v1/auditor/notifications/${id}/read`, token: other.auditor, params: { id } })).status).toBe(404);
    expect((await call(listAuditorHandler, { path: "/api/v1/auditor/notifications", token: t.owner.token })).status).toBe(403);
  });

  it("a recorded finding tells the owners and admins; a change tells its owner only", async () => {
    const { t, auditor } = await auditWithAuditor();
    const created = await call(findingHandler, {
      path: "/api/v1/auditor/findings",
      token: auditor,
      body: { control_id: "CC6.1", severity: "major", title: "Stale accounts", description: "Three leavers still have access." },
    });
    expect(created.status, created.text).toBe(201);
    const findingId = created.body.data.id;
    expect(recipients(await notificationsOf("finding.recorded", findingId))).toEqual([t.owner.userId, t.admin.userId].sort());

    await getDb().update(auditFindings).set({ ownerUserId: t.member.userId }).where(eq(auditFindings.id, findingId));
    const changed = await call(updateFindingHandler, {
      method: "PUT",
      path: `/api/v1/auditor/findings/${findingId}`,
      token: auditor,
      params: { id: findingId },
      body: { status: "in_progress" },
    });
    expect(changed.status, changed.text).toBe(200);
    const rows = await notificationsOf("finding.changed", findingId);
    expect(recipients(rows)).toEqual([t.member.userId]);
    expect(rows[0].body).toContain("status now in_progress");
  });

  it("a status change by the customer tells the other owners/admins and the auditor; completion tells owners and admins", async () => {
    const { t, audit, auditor, invitationId } = await auditWithAuditor();
    const moved = await call(updateAuditHandler, {
      method: "PUT",
      path: `/api/v1/audits/${audit.id}`,
      token: t.owner.token,
      params: { id: audit.id },
      body: { status: "evidence_review" },
    });
    expect(moved.status, moved.text).toBe(200);
    // The owner moved it: they are not told about their own action.
    expect(recipients(await notificationsOf("audit.status_changed", audit.id))).toEqual([t.admin.userId, invitationId].sort());

    const done = await call(completeHandler, { path: "/api/v1/auditor/complete", token: auditor, body: await completeBody(audit.id) });
    expect(done.status, done.text).toBe(200);
    expect(recipients(await notificationsOf("audit.completed", audit.id))).toEqual([t.owner.userId, t.admin.userId].sort());
  });
});

async function agentPush(t: Awaited<ReturnType<typeof team>>) {
  const key = await createApiKeyFor(t.owner, "agent", "full");
  const created = await call(createIntegrationHandler, { path: "/api/v1/integrations", token: t.owner.token, body: { provider: "agent", name: "Laptops" } });
  expect(created.status, created.text).toBe(201);
  const integrationId = created.body.data.id;
  const now = new Date().toISOString();
  const host = {
    hostname: "mbp",
    os: "darwin",
    osVersion: "15.1",
    agentVersion: "1.0.0",
    reportedAt: now,
    diskEncrypted: true,
    diskEncryptionMethod: "FileVault",
    firewallEnabled: false,
    screenLockEnabled: true,
    screenLockTimeoutSeconds: 300,
    pendingUpdates: 0,
    pendingSecurityUpdates: 0,
    updatesCheckedAt: now,
    notes: [],
  };
  return async () => {
    const res = await call(pushHandler, {
      path: `/api/v1/integrations/${integrationId}/resources`,
      params: { id: integrationId },
      apiKey: key,
      body: { resources: [{ type: "agent.host", externalId: "m-1", name: "mbp", attributes: host }] },
    });
    expect(res.status, res.text).toBe(200);
  };
}

const failingOf = async (accountId: string) => (await notificationsOf("test.failing")).filter((n) => n.accountId === accountId);

describe("notifications from monitoring", () => {
  it("a test starting to fail tells the owners and admins once per alert, not per sync", async () => {
    const t = await team();
    const push = await agentPush(t);
    await push();
    const first = await failingOf(t.owner.accountId);
    expect(recipients(first)).toEqual([t.owner.userId, t.admin.userId].sort());
    expect(first[0]).toMatchObject({ subjectType: "alert", link: "/tests/agent.host.firewall_enabled", emailState: "pending" });
    await push();
    expect(await failingOf(t.owner.accountId)).toHaveLength(2);
  });

  it("goes to the owners of the failing test's controls when it has them", async () => {
    const t = await team();
    const test = await call(getTestHandler, {
      path: "/api/v1/tests/agent.host.firewall_enabled",
      token: t.owner.token,
      params: { id: "agent.host.firewall_enabled" },
    });
    expect(test.status, test.text).toBe(200);
    const [control] = test.body.data.controls as { framework: string; controlId: string }[];
    await getDb()
      .insert(controlOwners)
      .values({ accountId: t.owner.accountId, frameworkId: control.framework, controlId: control.controlId, userId: t.member.userId, assignedAt: new Date() });
    await (
      await agentPush(t)
    )();
    expect(recipients(await failingOf(t.owner.accountId))).toEqual([t.member.userId]);
  });
});

describe("notifications from scheduled checks", () => {
  it("a failing scheduled check tells the owners and admins once, not at every run, under the alert's own name", async () => {
    const t = await team();
    const schedule = await createSchedule(t.owner, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(noPractices) });
    expect((await runNow(t.owner, schedule.id)).status).toBe(200);
    const failedChecks = async () => (await notificationsOf("check.failed")).filter((n) => n.accountId === t.owner.accountId);
    const first = await failedChecks();
    expect(recipients(first)).toEqual([t.owner.userId, t.admin.userId].sort());
    expect(first[0].link).toMatch(/^\/monitoring\/results\//);
    // A person reads the framework's name, never its id; and the inbox names the kind as the alerts do.
    expect(first[0].title).toMatch(/^SOC 2 \(Trust Services Criteria\) check failed: score [\d.]+ is below 80$/);
    expect(NOTIFICATION_KIND_LABELS["check.failed"]).toBe(ALERT_TYPE_LABELS["check.failed"]);
    // Not a failing test: the integrations' kind stays theirs.
    expect(await failingOf(t.owner.accountId)).toHaveLength(0);
    expect((await runNow(t.owner, schedule.id)).status).toBe(200);
    expect(await failedChecks()).toHaveLength(2);
  });
});

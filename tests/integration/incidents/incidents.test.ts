import { describe, expect, it } from "vitest";
import { GET as listActions, POST as addAction } from "@/app/api/v1/incidents/[id]/actions/route";
import { PATCH as patchAction } from "@/app/api/v1/incidents/[id]/actions/[actionId]/route";
import { PUT as putReview } from "@/app/api/v1/incidents/[id]/review/route";
import { GET as getOne, PATCH as patch } from "@/app/api/v1/incidents/[id]/route";
import { GET as timeline, POST as addNote } from "@/app/api/v1/incidents/[id]/timeline/route";
import { GET as list, POST as create } from "@/app/api/v1/incidents/route";
import { GET as trail } from "@/app/api/v1/events/route";
import { GET as myWork } from "@/app/api/v1/work/route";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { team } from "../../helpers/team";

const HOUR = 3_600_000;

async function record(token: string, body: Record<string, unknown> = {}) {
  const res = await call(create, { path: "/api/v1/incidents", token, body: { title: "Phishing e-mail led to a password reset", severity: "sev3", ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

describe("the incident register", () => {
  it("records incidents with the account's own running references, linked controls and a first timeline entry", async () => {
    const { owner, member } = await team();
    const first = await record(member.token, { controls: [{ framework: "soc2", controlId: "CC7.3" }], ownerUserId: owner.userId, affectedSystems: ["mail"] });
    const second = await record(owner.token);
    expect([first.reference, second.reference]).toEqual(["INC-1", "INC-2"]);
    expect(first).toMatchObject({ status: "open", severity: "sev3", owner: { id: owner.userId }, affectedSystems: ["mail"], notification: null });
    expect(first.controls).toEqual([{ framework: "soc2", frameworkName: expect.any(String), controlId: "CC7.3", title: expect.any(String) }]);
    const entries = await call(timeline, { path: `/api/v1/incidents/${first.id}/timeline`, params: { id: first.id }, token: member.token });
    expect(entries.body.data.map((e: { kind: string }) => e.kind)).toEqual(["status_changed"]);
    // Another account numbers from 1 and cannot see these.
    const other = await createAccount({ tier: "business" });
    expect((await record(other.token)).reference).toBe("INC-1");
    const foreign = await call(getOne, { path: `/api/v1/incidents/${first.id}`, params: { id: first.id }, token: other.token });
    expect(foreign.status).toBe(404);
    const foreignPatch = await call(patch, {
      method: "PATCH",
      path: `/api/v1/incidents/${first.id}`,
      params: { id: first.id },
      token: other.token,
      body: { title: "x" },
    });
    expect(foreignPatch.status).toBe(404);
  });

  it("refuses bad input with every problem named, and keeps nothing", async () => {
    const { owner } = await team();
    const future = new Date(Date.now() + 2 * 24 * HOUR).toISOString();
    const bad = await call(create, {
      path: "/api/v1/incidents",
      token: owner.token,
      body: { title: " ", severity: "sev9", detectedAt: future },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("validation_failed");
    const unknownControl = await call(create, {
      path: "/api/v1/incidents",
      token: owner.token,
      body: { title: "Lost laptop", severity: "sev4", controls: [{ framework: "soc2", controlId: "CC99.9" }] },
    });
    expect([unknownControl.status, unknownControl.body.error.details[0].path]).toEqual([400, "controls.0.controlId"]);
    const later = await call(create, {
      path: "/api/v1/incidents",
      token: owner.token,
      body: { title: "Lost laptop", severity: "sev4", detectedAt: "2026-01-01T00:00:00Z", occurredAt: "2026-01-02T00:00:00Z" },
    });
    expect([later.status, later.body.error.details[0].path]).toEqual([400, "occurredAt"]);
    const page = await call(list, { path: "/api/v1/incidents", token: owner.token });
    expect(page.body.data).toEqual([]);
  });

  it("shows a personal data breach's 72-hour deadline from detection, and records the authority's notification", async () => {
    const { owner } = await team();
    const detectedAt = new Date(Date.now() - 10 * HOUR);
    const breach = await record(owner.token, { personalDataBreach: true, detectedAt: detectedAt.toISOString(), severity: "sev2" });
    expect(breach.notification.gdpr).toMatchObject({
      deadline: new Date(detectedAt.getTime() + 72 * HOUR).toISOString(),
      state: "due",
      notifiedAt: null,
    });
    expect([61, 62]).toContain(breach.notification.gdpr.hoursRemaining);
    expect(breach.notification.hipaa).toBeNull();
    const late = await record(owner.token, { personalDataBreach: true, detectedAt: new Date(Date.now() - 80 * HOUR).toISOString() });
    expect(late.notification.gdpr.state).toBe("overdue");
    const notified = await call(patch, {
      method: "PATCH",
      path: `/api/v1/incidents/${breach.id}`,
      params: { id: breach.id },
      token: owner.token,
      body: { authorityNotifiedAt: new Date().toISOString(), authorityName: "Data Protection Commission", authorityReference: "DPC-1" },
    });
    expect(notified.body.data.notification.gdpr).toMatchObject({ state: "notified", hoursRemaining: null, authorityName: "Data Protection Commission" });
    const entries = await call(timeline, { path: `/api/v1/incidents/${breach.id}/timeline`, params: { id: breach.id }, token: owner.token });
    expect(entries.body.data.at(-1)).toMatchObject({ kind: "notification", body: "Data Protection Commission notified (reference DPC-1)." });
  });

  it("adds HIPAA's deadlines where health data is involved, with the media and HHS within 60 days from 500 people", async () => {
    const { owner } = await team();
    const detectedAt = new Date("2026-11-01T08:00:00Z");
    const phi = await record(owner.token, {
      personalDataBreach: true,
      healthDataInvolved: true,
      affectedIndividuals: 620,
      detectedAt: detectedAt.toISOString(),
    });
    const sixty = new Date(detectedAt.getTime() + 60 * 24 * HOUR).toISOString();
    expect(phi.notification.hipaa).toEqual({
      individualsDeadline: sixty,
      individualsNotifiedAt: null,
      hhsDeadline: sixty,
      hhsNotifiedAt: null,
      mediaNoticeRequired: true,
    });
    const small = await record(owner.token, {
      personalDataBreach: true,
      healthDataInvolved: true,
      affectedIndividuals: 12,
      detectedAt: detectedAt.toISOString(),
    });
    expect(small.notification.hipaa).toMatchObject({ hhsDeadline: "2027-03-02T00:00:00.000Z", mediaNoticeRequired: false });
  });

  it("moves forward through its lifecycle, stamps the times, refuses going back, and closes a SEV2 only after its review", async () => {
    const { owner } = await team();
    const inc = await record(owner.token, { severity: "sev2" });
    const move = (body: Record<string, unknown>) =>
      call(patch, { method: "PATCH", path: `/api/v1/incidents/${inc.id}`, params: { id: inc.id }, token: owner.token, body });
    const contained = await move({ status: "contained" });
    expect(contained.body.data).toMatchObject({ status: "contained", containedAt: expect.any(String), resolvedAt: null });
    const back = await move({ status: "open" });
    expect([back.status, back.body.error.code]).toEqual([409, "invalid_transition"]);
    expect((await move({ status: "resolved" })).body.data.resolvedAt).toEqual(expect.any(String));
    const early = await move({ status: "closed" });
    expect([early.status, early.body.error.message]).toEqual([409, "Complete the post-incident review before closing a SEV1 or SEV2 incident."]);
    const review = (body: Record<string, unknown>) =>
      call(putReview, { method: "PUT", path: `/api/v1/incidents/${inc.id}/review`, params: { id: inc.id }, token: owner.token, body });
    const noCause = await review({ complete: true });
    expect([noCause.status, noCause.body.error.details[0].path]).toEqual([400, "rootCause"]);
    const done = await review({ rootCause: "A reused password.", wentWell: "Fast containment.", complete: true });
    expect(done.body.data.review).toMatchObject({ rootCause: "A reused password.", completedAt: expect.any(String), completedBy: { id: owner.userId } });
    const closed = await move({ status: "closed" });
    expect(closed.body.data).toMatchObject({ status: "closed", closedAt: expect.any(String) });
    const reopened = await move({ status: "investigating" });
    expect(reopened.body.data).toMatchObject({ status: "investigating", resolvedAt: null, closedAt: null });
    const kinds = (await call(timeline, { path: `/api/v1/incidents/${inc.id}/timeline`, params: { id: inc.id }, token: owner.token })).body.data.map(
      (e: { body: string }) => e.body,
    );
    expect(kinds).toEqual([
      "Incident recorded as open.",
      "Status: Open → Contained.",
      "Status: Contained → Resolved.",
      "Status: Resolved → Closed.",
      "Status: Closed → Investigating.",
    ]);
    const events = await call(trail, { path: "/api/v1/events?action=incident.", token: owner.token });
    const changed = events.body.data.find((e: { action: string }) => e.action === "incident.status_changed");
    expect(changed.details.changes.status).toEqual({ from: "closed", to: "investigating" });
  });

  it("keeps the review's actions as work with owners and due dates, and notes on the timeline in the order they happened", async () => {
    const { member } = await team();
    const inc = await record(member.token);
    const action = await call(addAction, {
      path: `/api/v1/incidents/${inc.id}/actions`,
      params: { id: inc.id },
      token: member.token,
      body: { title: "Turn on phishing-resistant MFA for finance", ownerUserId: member.userId, dueOn: "2020-01-01" },
    });
    expect(action.status, action.text).toBe(201);
    expect(action.body.data).toMatchObject({ status: "open", overdue: true, owner: { id: member.userId } });
    const work = (await call(myWork, { path: "/api/v1/work", token: member.token })).body.data;
    expect(work.counts.incident_actions).toBe(1);
    expect(work.items[0]).toMatchObject({ kind: "incident_action", id: action.body.data.id, context: `${inc.reference} · ${inc.title}`, overdue: true });
    const done = await call(patchAction, {
      method: "PATCH",
      path: `/api/v1/incidents/${inc.id}/actions/${action.body.data.id}`,
      params: { id: inc.id, actionId: action.body.data.id },
      token: member.token,
      body: { status: "done" },
    });
    expect(done.body.data).toMatchObject({ status: "done", overdue: false, doneAt: expect.any(String) });
    expect((await call(myWork, { path: "/api/v1/work", token: member.token })).body.data.counts.incident_actions).toBe(0);
    const actions = await call(listActions, { path: `/api/v1/incidents/${inc.id}/actions`, params: { id: inc.id }, token: member.token });
    expect(actions.body.data).toHaveLength(1);
    expect((await call(getOne, { path: `/api/v1/incidents/${inc.id}`, params: { id: inc.id }, token: member.token })).body.data.actions).toEqual({
      open: 0,
      done: 1,
    });
    const earlier = new Date(Date.now() - 2 * HOUR).toISOString();
    const note = await call(addNote, {
      path: `/api/v1/incidents/${inc.id}/timeline`,
      params: { id: inc.id },
      token: member.token,
      body: { body: "Finance reported the e-mail.", at: earlier },
    });
    expect(note.body.data).toMatchObject({ kind: "note", author: { id: member.userId } });
    const entries = await call(timeline, { path: `/api/v1/incidents/${inc.id}/timeline?limit=2`, params: { id: inc.id }, token: member.token });
    expect(entries.body.data[0].body).toBe("Finance reported the e-mail.");
    const rest = await call(timeline, {
      path: `/api/v1/incidents/${inc.id}/timeline?limit=2&cursor=${entries.body.pagination.nextCursor}`,
      params: { id: inc.id },
      token: member.token,
    });
    expect(rest.body.data.length + entries.body.data.length).toBe(4);
  });

  it("lets viewers read but not write, and filters the list", async () => {
    const { owner, viewer } = await team();
    const breach = await record(owner.token, { personalDataBreach: true, severity: "sev1", title: "Database snapshot shared publicly" });
    await record(owner.token, { severity: "sev4", title: "Lost badge" });
    const refused = await call(create, { path: "/api/v1/incidents", token: viewer.token, body: { title: "x", severity: "sev4" } });
    expect(refused.status).toBe(403);
    const read = await call(list, { path: "/api/v1/incidents?breach=true", token: viewer.token });
    expect(read.body.data.map((i: { id: string }) => i.id)).toEqual([breach.id]);
    const byWord = await call(list, { path: "/api/v1/incidents?q=badge", token: viewer.token });
    expect(byWord.body.data.map((i: { title: string }) => i.title)).toEqual(["Lost badge"]);
    const active = await call(list, { path: "/api/v1/incidents?active=false", token: viewer.token });
    expect(active.body.data).toEqual([]);
    const paged = await call(list, { path: "/api/v1/incidents?limit=1", token: viewer.token });
    expect(paged.body.pagination.hasMore).toBe(true);
  });
});

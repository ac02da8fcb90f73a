import { describe, expect, it } from "vitest";
import { POST as addControl } from "@/app/api/v1/custom-frameworks/[id]/controls/route";
import { POST as publish } from "@/app/api/v1/custom-frameworks/[id]/publish/route";
import { POST as assess } from "@/app/api/v1/custom-frameworks/[id]/assess/route";
import { POST as createFramework } from "@/app/api/v1/custom-frameworks/route";
import { GET as listTrail } from "@/app/api/v1/events/route";
import { createAccount, setTier, type TestAccount } from "../../helpers/accounts";
import { team } from "../../helpers/team";
import { call } from "../../helpers/http";
import { createSchedule, noPractices, profile, runNow } from "../monitoring/helpers";
import { decide, decisions, withdraw } from "./helpers";

async function scopeEvents(owner: TestAccount) {
  const res = await call(listTrail, { path: "/api/v1/events?action=control.scope", token: owner.token });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { action: string; label: string; target_id: string; target_label: string | null; details: Record<string, unknown> }[];
}

async function customFramework(a: TestAccount, labels: string[], published = false) {
  const fw = await call(createFramework, { path: "/api/v1/custom-frameworks", token: a.token, body: { name: "Internal controls" } });
  expect(fw.status, fw.text).toBe(201);
  const id = fw.body.data.id as string;
  for (const label of labels) {
    const res = await call(addControl, {
      path: `/api/v1/custom-frameworks/${id}/controls`,
      token: a.token,
      params: { id },
      body: { control_id_label: label, title: `Control ${label}` },
    });
    expect(res.status, res.text).toBe(201);
  }
  if (published)
    expect((await call(publish, { method: "POST", path: `/api/v1/custom-frameworks/${id}/publish`, token: a.token, params: { id } })).status).toBe(200);
  return id;
}

describe("scope decisions", () => {
  it("a member decides, changes and withdraws a decision; viewers list them; each change is one audit-trail row with before and after", async () => {
    const t = await team();
    const set = await decide(t.member.token, "iso27001", "A.8.30", { applicable: false, justification: "  No software is developed in-house.  " });
    expect(set.status, set.text).toBe(200);
    expect(set.body.data).toMatchObject({
      frameworkId: "iso27001",
      controlId: "A.8.30",
      controlTitle: "Outsourced development",
      applicable: false,
      justification: "No software is developed in-house.",
      decidedBy: { id: t.member.userId, name: "Sam Engineer" },
    });

    // The same decision again writes nothing; a new justification is a change.
    expect((await decide(t.member.token, "iso27001", "A.8.30", { applicable: false, justification: "No software is developed in-house." })).status).toBe(200);
    expect(await scopeEvents(t.owner)).toHaveLength(1);
    const changed = await decide(t.admin.token, "iso27001", "A.8.30", { applicable: true, justification: "Contractual: a client requires it." });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.decidedBy.name).toBe("Ada Admin");
    await decide(t.member.token, "iso27001", "A.5.7", { applicable: true, justification: "Risk treatment R-12" });
    // A clause may be confirmed applicable, never excluded.
    expect((await decide(t.member.token, "iso27001", "6.1.3", { applicable: true, justification: "Required by the standard." })).status).toBe(200);

    const list = await decisions(t.viewer.token, "iso27001");
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((d: { controlId: string }) => d.controlId)).toEqual(["6.1.3", "A.5.7", "A.8.30"]);
    expect(list.body.pagination.hasMore).toBe(false);
    const paged = await decisions(t.viewer.token, "iso27001", "?limit=2");
    expect(paged.body.data).toHaveLength(2);
    expect(paged.body.pagination.hasMore).toBe(true);

    const gone = await withdraw(t.member.token, "iso27001", "A.8.30");
    expect(gone.status, gone.text).toBe(200);
    expect(gone.body.data).toEqual({ id: expect.any(String), deleted: true });
    expect((await withdraw(t.member.token, "iso27001", "A.8.30")).status).toBe(404);
    expect((await decisions(t.viewer.token, "iso27001")).body.data.map((d: { controlId: string }) => d.controlId)).toEqual(["6.1.3", "A.5.7"]);

    const events = (await scopeEvents(t.owner)).filter((e) => e.target_id === "iso27001:A.8.30");
    expect(events.map((e) => e.action)).toEqual(["control.scope_reset", "control.scope_set", "control.scope_set"]);
    expect(events.map((e) => e.label)).toEqual(["Scope decision withdrawn", "Scope decided", "Scope decided"]);
    expect(events[1].details).toMatchObject({
      framework_id: "iso27001",
      control_id: "A.8.30",
      before: { applicable: false, justification: "No software is developed in-house." },
      after: { applicable: true, justification: "Contractual: a client requires it." },
    });
    expect(events[2].details).toMatchObject({ before: null, after: { applicable: false } });
    expect(events[0].details).toMatchObject({ before: { applicable: true, justification: "Contractual: a client requires it." }, after: null });
  });

  it("refuses bad input with every problem named, unknown frameworks and controls, viewers and other tenants, writing nothing", async () => {
    const t = await team();
    const viewer = await decide(t.viewer.token, "iso27001", "A.5.1", { applicable: true, justification: "Policy" });
    expect(viewer.status).toBe(403);
    expect(viewer.body.error.code).toBe("forbidden");
    expect((await withdraw(t.viewer.token, "iso27001", "A.5.1")).status).toBe(403);

    const empty = await decide(t.member.token, "iso27001", "A.5.1", { applicable: "no", justification: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe("validation_failed");
    expect(empty.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["applicable", "justification"]);
    const missing = await decide(t.member.token, "iso27001", "A.5.1", { applicable: false });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].path).toBe("justification");
    const extra = await decide(t.member.token, "iso27001", "A.5.1", { applicable: false, justification: "x", reason: "y" });
    expect(extra.status).toBe(400);
    const long = await decide(t.member.token, "iso27001", "A.5.1", { applicable: false, justification: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error.details[0].path).toBe("justification");
    const clause = await decide(t.member.token, "iso27001", "5.1", { applicable: false, justification: "We have no leadership." });
    expect(clause.status).toBe(400);
    expect(clause.body.error.details[0].path).toBe("applicable");

    expect((await decide(t.member.token, "iso27001", "A.9.9", { applicable: false, justification: "x" })).status).toBe(404);
    expect((await decide(t.member.token, "nope", "A.5.1", { applicable: false, justification: "x" })).status).toBe(404);
    expect((await decisions(t.member.token, "nope")).status).toBe(404);
    expect((await decisions(t.viewer.token, "iso27001")).body.data).toEqual([]);
    expect(await scopeEvents(t.owner)).toEqual([]);

    // The account's custom framework works; another tenant gets 404 for it and never sees the decision.
    await setTier(t.owner.accountId, "scale");
    const fwId = await customFramework(t.owner, ["IC-1"]);
    const custom = await decide(t.member.token, fwId, "IC-1", { applicable: false, justification: "No office." });
    expect(custom.status, custom.text).toBe(200);
    expect(custom.body.data.controlTitle).toBe("Control IC-1");
    const stranger = await createAccount({ tier: "scale" });
    expect((await decide(stranger.token, fwId, "IC-1", { applicable: true, justification: "Mine now" })).status).toBe(404);
    expect((await withdraw(stranger.token, fwId, "IC-1")).status).toBe(404);
    expect((await decisions(stranger.token, fwId)).status).toBe(404);
    expect((await decisions(stranger.token, "iso27001")).body.data).toEqual([]);
    expect((await decisions(t.viewer.token, fwId)).body.data.map((d: { justification: string }) => d.justification)).toEqual(["No office."]);
  });
});

describe("readiness honours scope decisions", () => {
  it("a monitoring check counts an excluded control as not applicable, with the justification as its reason, out of the score", async () => {
    const a = await createAccount({ tier: "business" });
    const s = await createSchedule(a, { frameworkId: "iso27001", frequency: "monthly", businessProfile: profile({ ...noPractices, mfa: true }) });
    const before = await runNow(a, s.id);
    expect(before.status, before.text).toBe(200);
    const control = (res: typeof before, id: string) => res.body.data.controls.find((c: { controlId: string }) => c.controlId === id);
    expect(control(before, "A.8.30").readiness).not.toBe("not_applicable");

    expect((await decide(a.token, "iso27001", "A.8.30", { applicable: false, justification: "No software is developed in-house." })).status).toBe(200);
    const after = await runNow(a, s.id);
    expect(after.status, after.text).toBe(200);
    expect(control(after, "A.8.30")).toMatchObject({
      status: "not_applicable",
      readiness: "not_applicable",
      reason: "Excluded from scope: No software is developed in-house.",
      sources: [],
    });
    // One missing control fewer among the applicable ones: the score can only rise.
    expect(after.body.data.score).toBeGreaterThanOrEqual(before.body.data.score);

    // A decision of another account changes nothing here.
    const b = await createAccount({ tier: "business" });
    const sb = await createSchedule(b, { frameworkId: "iso27001", frequency: "monthly", businessProfile: profile(noPractices) });
    expect(control(await runNow(b, sb.id), "A.8.30").readiness).toBe("missing");
  });

  it("a custom-framework assessment does too", async () => {
    const a = await createAccount({ tier: "scale" });
    const id = await customFramework(a, ["IC-1", "IC-2"], true);
    expect((await decide(a.token, id, "IC-2", { applicable: false, justification: "We have no premises." })).status).toBe(200);
    const res = await call(assess, { method: "POST", path: `/api/v1/custom-frameworks/${id}/assess`, token: a.token, params: { id } });
    expect(res.status, res.text).toBe(201);
    const ic2 = res.body.data.controls.find((c: { control_id_label: string }) => c.control_id_label === "IC-2");
    expect(ic2).toMatchObject({ status: "not_applicable", readiness: "not_applicable", reason: "Excluded from scope: We have no premises." });
  });
});

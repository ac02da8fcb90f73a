import { describe, expect, it } from "vitest";
import { GET as listTrail } from "@/app/api/v1/events/route";
import { GET as myWork } from "@/app/api/v1/work/route";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { team } from "../../helpers/team";
import { accept, addRisk, addTask, editRisk, editTask, removeRisk, removeTask, risk, riskCsv, riskMatrix, risks, tasks } from "./helpers";

const storage = {
  title: "Customer data exposed through a public storage bucket",
  category: "security",
  scope: "Production object storage",
  threat: "An outsider lists and downloads a public bucket",
  vulnerability: "Any engineer can make a bucket public",
  inherentLikelihood: 3,
  inherentImpact: 5,
  controls: [
    { framework: "soc2", controlId: "CC6.1" },
    { framework: "iso27001", controlId: "A.8.12" },
  ],
};

describe("the risk register", () => {
  it("a member adds, scores and edits risks; every change is in the history and the audit trail with the scores before and after", async () => {
    const t = await team();
    const created = await addRisk(t.member.token, { ...storage, ownerId: t.member.userId });
    expect(created.status, created.text).toBe(201);
    const r = created.body.data;
    expect(r).toMatchObject({
      reference: "R-1",
      status: "assessed",
      inherentScore: 15,
      residualScore: null,
      owner: { id: t.member.userId, name: "Sam Engineer" },
      reviewCadence: "annual",
      reviewOverdue: false,
      controls: [
        { framework: "iso27001", controlId: "A.8.12" },
        { framework: "soc2", controlId: "CC6.1" },
      ],
      openTasks: 0,
    });
    const second = await addRisk(t.member.token, { title: "Key vendor goes out of business", category: "vendor" });
    expect(second.body.data).toMatchObject({ reference: "R-2", status: "identified", inherentScore: null });

    // Treat it: a treatment, then `treating`, then residual scores.
    expect((await editRisk(t.member.token, r.id, { status: "treating" })).status).toBe(400);
    const treating = await editRisk(t.member.token, r.id, { treatment: "mitigate", treatmentPlan: "Block public buckets", status: "treating" });
    expect(treating.status, treating.text).toBe(200);
    expect(treating.body.data).toMatchObject({ status: "treating", treatment: "mitigate" });
    const residual = await editRisk(t.member.token, r.id, { residualLikelihood: 1, residualImpact: 5 });
    expect(residual.body.data).toMatchObject({ residualScore: 5, inherentScore: 15 });
    // Levels come in pairs and on the account's scale.
    expect((await editRisk(t.member.token, r.id, { residualLikelihood: 2 })).status).toBe(400);
    const off = await editRisk(t.member.token, r.id, { inherentLikelihood: 6, inherentImpact: 2 });
    expect(off.status).toBe(400);
    expect(off.body.error.details).toEqual([{ path: "inherentLikelihood", message: "Must be a level of the account's scale, 1 to 5" }]);
    // Owners are active members; controls are real ones.
    expect((await editRisk(t.member.token, r.id, { ownerId: (await createAccount()).userId })).status).toBe(400);
    expect((await editRisk(t.member.token, r.id, { controls: [{ framework: "soc2", controlId: "CC99.1" }] })).status).toBe(400);
    // A title change alone adds no history entry.
    expect((await editRisk(t.member.token, r.id, { title: "Customer data exposed through a public bucket" })).status).toBe(200);

    const detail = await risk(t.viewer.token, r.id);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.data.controls).toEqual([
      { framework: "iso27001", controlId: "A.8.12", title: "Data leakage prevention", frameworkName: expect.any(String) },
      { framework: "soc2", controlId: "CC6.1", title: expect.any(String), frameworkName: expect.any(String) },
    ]);
    const history = detail.body.data.history as { before: Record<string, unknown> | null; after: Record<string, unknown>; changedBy: { name: string } }[];
    expect(history).toHaveLength(3);
    expect(history[2]).toMatchObject({ before: null, after: { inherentLikelihood: 3, inherentImpact: 5, status: "assessed" } });
    expect(history[0]).toMatchObject({
      changedBy: { name: "Sam Engineer" },
      before: { residualLikelihood: null, residualImpact: null, status: "treating" },
      after: { residualLikelihood: 1, residualImpact: 5, status: "treating" },
    });

    const trail = await call(listTrail, { path: "/api/v1/events?action=risk.", token: t.owner.token });
    expect(trail.status, trail.text).toBe(200);
    const events = (trail.body.data as { action: string; label: string; target_id: string; details: Record<string, unknown> }[]).filter(
      (e) => e.target_id === r.id,
    );
    expect(events.map((e) => e.action)).toEqual(["risk.updated", "risk.updated", "risk.updated", "risk.created"]);
    expect(events[3].label).toBe("Risk added");
    expect(events[1].details).toMatchObject({
      reference: "R-1",
      changes: { residualLikelihood: { from: null, to: 1 }, residualImpact: { from: null, to: 5 } },
      scores: { before: { residualLikelihood: null }, after: { residualLikelihood: 1, residualImpact: 5 } },
    });
  });

  it("lists with filters, counts the matrix with the same filters and exports the register as CSV", async () => {
    const t = await team();
    const make = async (body: Record<string, unknown>) => {
      const res = await addRisk(t.member.token, body);
      expect(res.status, res.text).toBe(201);
      return res.body.data as { id: string; reference: string };
    };
    const a = await make({ ...storage, ownerId: t.admin.userId });
    const b = await make({ title: "Laptop stolen with customer exports", category: "privacy", inherentLikelihood: 2, inherentImpact: 2 });
    const c = await make({
      title: '=HYPERLINK("http://evil")',
      category: "custom",
      customCategory: "Facilities",
      inherentLikelihood: 4,
      inherentImpact: 4,
      nextReviewDate: "2020-01-01",
    });
    expect((await make({ title: "Unscored", category: "strategic" })).reference).toBe("R-4");
    await editRisk(t.member.token, a.id, { residualLikelihood: 1, residualImpact: 2 });

    const ids = async (query: string) => ((await risks(t.viewer.token, query)).body.data as { reference: string }[]).map((r) => r.reference);
    expect(await ids("")).toEqual(["R-4", "R-3", "R-2", "R-1"]);
    expect(await ids("?category=privacy")).toEqual(["R-2"]);
    expect(await ids(`?ownerId=${t.admin.userId}`)).toEqual(["R-1"]);
    expect(await ids("?status=identified")).toEqual(["R-4"]);
    expect(await ids("?minScore=10")).toEqual(["R-3"]);
    expect(await ids("?minScore=10&basis=inherent")).toEqual(["R-3", "R-1"]);
    expect(await ids("?maxScore=4")).toEqual(["R-2", "R-1"]);
    expect(await ids("?likelihood=3&impact=5&basis=inherent")).toEqual(["R-1"]);
    expect(await ids("?reviewOverdue=true")).toEqual(["R-3"]);
    expect(await ids("?q=laptop")).toEqual(["R-2"]);
    const page = await risks(t.viewer.token, "?limit=3");
    expect(page.body.pagination.hasMore).toBe(true);
    const rest = await risks(t.viewer.token, `?limit=3&cursor=${page.body.pagination.nextCursor}`);
    expect(rest.body.data.map((r: { reference: string }) => r.reference)).toEqual(["R-1"]);
    expect((await risks(t.viewer.token, "?minScore=0")).status).toBe(400);

    const m = await riskMatrix(t.viewer.token);
    expect(m.status, m.text).toBe(200);
    expect(m.body.data.scale.likelihood).toEqual(["Rare", "Unlikely", "Possible", "Likely", "Almost certain"]);
    expect(m.body.data.total).toBe(4);
    expect(m.body.data.inherent.unscored).toBe(1);
    expect(m.body.data.inherent.cells[2][4]).toBe(1);
    expect(m.body.data.inherent.cells[1][1]).toBe(1);
    expect(m.body.data.inherent.cells[3][3]).toBe(1);
    expect(m.body.data.residual.cells[0][1]).toBe(1);
    expect(m.body.data.residual.cells[2][4]).toBe(0);
    expect(m.body.data.residual.cells[1][1]).toBe(1);
    const filtered = await riskMatrix(t.viewer.token, "?category=privacy");
    expect(filtered.body.data.total).toBe(1);

    const csv = await riskCsv(t.viewer.token, "?format=csv");
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="risk-register-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Reference,Title,Category,Status,Owner,/);
    expect(lines).toHaveLength(5);
    expect(lines[2]).toContain(`R-3,"'=HYPERLINK(""http://evil"")",Facilities,Assessed`);
    expect(lines[4]).toContain("R-1,");
    expect(lines[4]).toContain("Ada Admin");
    expect(lines[4]).toContain("iso27001 A.8.12; soc2 CC6.1");
    const some = await riskCsv(t.viewer.token, "?category=privacy");
    expect(some.text.trimEnd().split("\r\n")).toHaveLength(2);
    void b;
    void c;
  });

  it("treatment tasks: members add, edit, complete and remove them; the risk counts its open ones", async () => {
    const t = await team();
    const r = (await addRisk(t.member.token, storage)).body.data;
    const task = await addTask(t.member.token, r.id, { title: "Block public buckets", assigneeId: t.admin.userId, dueDate: "2020-02-01" });
    expect(task.status, task.text).toBe(201);
    expect(task.body.data).toMatchObject({ assignee: { name: "Ada Admin" }, dueDate: "2020-02-01", status: "open", overdue: true });
    const work = (await call(myWork, { path: "/api/v1/work", token: t.admin.token })).body.data;
    expect(work.counts.risk_tasks).toBe(1);
    expect(work.items[0]).toMatchObject({ kind: "risk_task", id: task.body.data.id, context: `${r.reference} · ${r.title}`, overdue: true });
    expect((await addTask(t.member.token, r.id, { title: "x", dueDate: "2026-02-30" })).status).toBe(400);
    await addTask(t.member.token, r.id, { title: "Alert on bucket policy changes" });
    expect((await risk(t.viewer.token, r.id)).body.data.openTasks).toBe(2);
    const done = await editTask(t.member.token, r.id, task.body.data.id, { status: "done" });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ status: "done", overdue: false, completedAt: expect.any(String) });
    expect((await call(myWork, { path: "/api/v1/work", token: t.admin.token })).body.data.counts.risk_tasks).toBe(0);
    const list = await tasks(t.viewer.token, r.id);
    expect(list.status).toBe(200);
    expect(list.body.data.map((x: { title: string }) => x.title)).toEqual(["Alert on bucket policy changes", "Block public buckets"]);
    expect((await risk(t.viewer.token, r.id)).body.data.openTasks).toBe(1);
    expect((await removeTask(t.member.token, r.id, task.body.data.id)).body.data).toEqual({ id: task.body.data.id, deleted: true });
    expect((await removeTask(t.member.token, r.id, task.body.data.id)).status).toBe(404);
  });

  it("owners and admins accept a risk with a justification and an expiry; members and viewers cannot", async () => {
    const t = await team();
    const r = (await addRisk(t.member.token, storage)).body.data;
    const body = { justification: "Compensating monitoring until the migration in Q2.", expiresOn: "2099-06-30" };
    const refused = await accept(t.member.token, r.id, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("forbidden");
    expect((await accept(t.admin.token, r.id, { ...body, expiresOn: "2001-01-01" })).status).toBe(400);
    const accepted = await accept(t.admin.token, r.id, body);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.data).toMatchObject({
      status: "accepted",
      treatment: "accept",
      acceptance: { justification: body.justification, expiresOn: "2099-06-30", expired: false, acceptedBy: { name: "Ada Admin" } },
    });
    // Reopening drops the acceptance.
    const reopened = await editRisk(t.member.token, r.id, { status: "assessed" });
    expect(reopened.body.data).toMatchObject({ status: "assessed", acceptance: null });
    await editRisk(t.member.token, r.id, { status: "closed" });
    expect((await accept(t.owner.token, r.id, body)).status).toBe(409);
    const unscored = (await addRisk(t.member.token, { title: "Unscored", category: "strategic" })).body.data;
    expect((await accept(t.owner.token, unscored.id, body)).status).toBe(409);
  });

  it("viewers read but never write; another account's risks are 404 on every route", async () => {
    const t = await team();
    const r = (await addRisk(t.member.token, storage)).body.data;
    const task = (await addTask(t.member.token, r.id, { title: "Block public buckets" })).body.data;
    expect((await addRisk(t.viewer.token, storage)).status).toBe(403);
    expect((await editRisk(t.viewer.token, r.id, { title: "x" })).status).toBe(403);
    expect((await removeRisk(t.viewer.token, r.id)).status).toBe(403);
    expect((await addTask(t.viewer.token, r.id, { title: "x" })).status).toBe(403);
    expect((await risks(t.viewer.token)).status).toBe(200);

    const other = await createAccount({ name: "Mallory" });
    expect((await risk(other.token, r.id)).status).toBe(404);
    expect((await editRisk(other.token, r.id, { title: "mine" })).status).toBe(404);
    expect((await removeRisk(other.token, r.id)).status).toBe(404);
    expect((await accept(other.token, r.id, { justification: "x", expiresOn: "2099-01-01" })).status).toBe(404);
    expect((await tasks(other.token, r.id)).status).toBe(404);
    expect((await addTask(other.token, r.id, { title: "x" })).status).toBe(404);
    expect((await editTask(other.token, r.id, task.id, { status: "done" })).status).toBe(404);
    expect((await removeTask(other.token, r.id, task.id)).status).toBe(404);
    expect((await risks(other.token)).body.data).toEqual([]);
    expect((await riskMatrix(other.token)).body.data.total).toBe(0);

    const gone = await removeRisk(t.member.token, r.id);
    expect(gone.body.data).toEqual({ id: r.id, deleted: true });
    expect((await risk(t.viewer.token, r.id)).status).toBe(404);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as auditorListHandler } from "@/app/api/v1/auditor/populations/route";
import { GET as auditorGetHandler } from "@/app/api/v1/auditor/populations/[pid]/route";
import { GET as auditorRowsHandler } from "@/app/api/v1/auditor/populations/[pid]/rows/route";
import { auditPopulations, auditSamples } from "@/db/audit-populations";
import { audits } from "@/db/audits";
import { getDb } from "@/lib/db/client";
import { POST as createKeyHandler } from "@/app/api/v1/api-keys/route";
import { team } from "../../helpers/team";
import { activityCount, auditorFor, businessAccount, expectError } from "../audits/helpers";
import { auditFor2026, call, hiresCsv, populationBody, routes, uploaded } from "./helpers";

const auditor = {
  list: (token: string, query = "") => call(auditorListHandler, { path: `/api/v1/auditor/populations${query}`, token }),
  get: (token: string, pid: string) => call(auditorGetHandler, { path: `/api/v1/auditor/populations/${pid}`, token, params: { pid } }),
  rows: (token: string, pid: string) => call(auditorRowsHandler, { path: `/api/v1/auditor/populations/${pid}/rows`, token, params: { pid } }),
};

describe("completeness assertion", () => {
  it("is made by the population's owner or an admin, not another member (403); asserting again replaces it", async () => {
    const { owner, admin, member } = await team();
    const audit = await auditFor2026(owner);
    const population = await uploaded(owner.token, audit.id, hiresCsv(5), { owner_user_id: member.userId });
    expect(population.owner).toEqual({ user_id: member.userId, name: "Sam Engineer" });

    const before = await activityCount(audit.id);
    const first = await routes.assert(member.token, audit.id, population.id, "All hires from Workday, exported 5 Jan 2027.");
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.completeness).toMatchObject({
      statement: "All hires from Workday, exported 5 Jan 2027.",
      asserted_by: { user_id: member.userId, name: "Sam Engineer" },
    });
    expect(await activityCount(audit.id)).toBe(before + 1);

    const byAdmin = await routes.assert(admin.token, audit.id, population.id, "Re-exported after the HR fix.");
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(byAdmin.body.data.completeness).toMatchObject({ statement: "Re-exported after the HR fix.", asserted_by: { user_id: admin.userId } });
    const detail = await routes.get({ token: owner.token }, audit.id, population.id);
    expect(detail.body.data.completeness.statement).toBe("Re-exported after the HR fix.");
    expect(await activityCount(audit.id)).toBe(before + 2);
  });

  it("answers 403 to a member who does not own the population, and writes nothing", async () => {
    const { owner, member, add } = await team();
    const audit = await auditFor2026(owner);
    const population = await uploaded(member.token, audit.id);
    expect(population.owner?.user_id).toBe(member.userId);
    const another = await add("member", "Other Member");
    const before = await activityCount(audit.id);
    expectError(await routes.assert(another.token, audit.id, population.id), 403, "forbidden");
    expect(await activityCount(audit.id)).toBe(before);
    const [row] = await getDb().select().from(auditPopulations).where(eq(auditPopulations.id, population.id));
    expect(row.completenessStatement).toBeNull();
    // The account's owner may assert in the member's place.
    expect((await routes.assert(owner.token, audit.id, population.id)).status).toBe(200);
  });
});

describe("who reads and who writes", () => {
  it("lets a viewer and a read-only API key read, and refuses them every write", async () => {
    const { owner, viewer } = await team();
    const audit = await auditFor2026(owner);
    const population = await uploaded(owner.token, audit.id);
    const created = await call(createKeyHandler, { path: "/api/v1/api-keys", token: owner.token, body: { name: "reader", scope: "read_only" } });
    expect(created.status, created.text).toBe(201);
    const key = created.body.data.key as string;

    for (const auth of [{ token: viewer.token }, { apiKey: key }]) {
      const list = await routes.list(auth, audit.id);
      expect(list.status, list.text).toBe(200);
      expect(list.body.data.map((p: { id: string }) => p.id)).toEqual([population.id]);
      expect((await routes.get(auth, audit.id, population.id)).status).toBe(200);
      expect((await routes.rows(auth, audit.id, population.id)).body.data).toHaveLength(5);
    }
    expectError(await routes.create(viewer.token, audit.id, populationBody(hiresCsv(2))), 403, "forbidden");
    expectError(await routes.preview(viewer.token, audit.id, { csv: hiresCsv(2) }), 403, "forbidden");
    expectError(await routes.assert(viewer.token, audit.id, population.id), 403, "forbidden");
    expectError(await routes.remove(viewer.token, audit.id, population.id), 403, "forbidden");
  });

  it("answers 404 for another account's audit and population, and for a population of another audit", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const population = await uploaded(account.token, audit.id);
    const stranger = await businessAccount("Stranger");
    const theirs = await auditFor2026(stranger);

    expectError(await routes.list({ token: stranger.token }, audit.id), 404, "not_found");
    expectError(await routes.get({ token: stranger.token }, audit.id, population.id), 404, "not_found");
    expectError(await routes.rows({ token: stranger.token }, audit.id, population.id), 404, "not_found");
    expectError(await routes.create(stranger.token, audit.id, populationBody(hiresCsv(2))), 404, "not_found");
    expectError(await routes.preview(stranger.token, audit.id, { csv: hiresCsv(2) }), 404, "not_found");
    expectError(await routes.assert(stranger.token, audit.id, population.id), 404, "not_found");
    expectError(await routes.remove(stranger.token, audit.id, population.id), 404, "not_found");
    // Their own audit id with our population id names nothing either.
    expectError(await routes.get({ token: stranger.token }, theirs.id, population.id), 404, "not_found");
    const second = await auditFor2026(account);
    expectError(await routes.get({ token: account.token }, second.id, population.id), 404, "not_found");
  });

  it("lets the auditor read its own audit's populations and rows, and answers 404 for another audit's", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const population = await uploaded(account.token, audit.id, hiresCsv(30));
    const other = await auditFor2026(account);
    const elsewhere = await uploaded(account.token, other.id);
    const token = await auditorFor(account, audit.id);

    const list = await auditor.list(token);
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((p: { id: string }) => p.id)).toEqual([population.id]);
    const detail = await auditor.get(token, population.id);
    expect(detail.status).toBe(200);
    const customerView = await routes.get({ token: account.token }, audit.id, population.id);
    expect(detail.body.data).toEqual(customerView.body.data);
    const rows = await auditor.rows(token, population.id);
    expect(rows.body.data).toHaveLength(30);
    expect(rows.body.pagination.hasMore).toBe(false);

    expectError(await auditor.get(token, elsewhere.id), 404, "not_found");
    expectError(await auditor.rows(token, elsewhere.id), 404, "not_found");
    expectError(await auditor.list(account.token), 403, "forbidden");
    expectError(await routes.list({ token }, audit.id), 403, "forbidden");
  });
});

describe("DELETE /audits/{id}/populations/{pid}", () => {
  it("deletes a population no sample was drawn from, with its rows, and logs it", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const population = await uploaded(account.token, audit.id);
    const before = await activityCount(audit.id);
    const res = await routes.remove(account.token, audit.id, population.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ id: population.id, deleted: true });
    expectError(await routes.get({ token: account.token }, audit.id, population.id), 404, "not_found");
    expect(await activityCount(audit.id)).toBe(before + 1);
    expectError(await routes.remove(account.token, audit.id, population.id), 404, "not_found");
  });

  it("answers 409 once a sample was drawn from it, and 409 audit_complete on a completed audit", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const population = await uploaded(account.token, audit.id);
    await getDb().insert(auditSamples).values({
      auditId: audit.id,
      accountId: account.accountId,
      populationId: population.id,
      size: 2,
      recommendedSize: 2,
      seed: "seed",
      algorithm: "test",
      populationRowCount: population.row_count,
      populationSha256: population.sha256,
      drawnByName: "Ada Auditor",
    });
    const res = await routes.remove(account.token, audit.id, population.id);
    expectError(res, 409, "conflict");
    expect(res.body.error.details).toEqual({ samples_drawn: 1 });
    expect((await routes.get({ token: account.token }, audit.id, population.id)).body.data.samples_drawn).toBe(1);

    const other = await uploaded(account.token, audit.id, hiresCsv(3));
    await getDb().update(audits).set({ status: "complete" }).where(eq(audits.id, audit.id));
    expectError(await routes.remove(account.token, audit.id, other.id), 409, "audit_complete");
    expectError(await routes.assert(account.token, audit.id, other.id), 409, "audit_complete");
    expectError(await routes.create(account.token, audit.id, populationBody(hiresCsv(2))), 409, "audit_complete");
    expect((await routes.get({ token: account.token }, audit.id, other.id)).status).toBe(200);
  });
});

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditPopulationRows, auditPopulations } from "@/db/audit-populations";
import { auditActivity, auditControls } from "@/db/audits";
import { accountEvents } from "@/db/events";
import { getDb } from "@/lib/db/client";
import { activityCount, auditEventCount, businessAccount, createAudit, expectError } from "../audits/helpers";
import { auditFor2026, hiresCsv, populationBody, routes, setPeriod, uploaded } from "./helpers";

async function storedCounts(auditId: string) {
  const [populations] = await getDb().select({ n: count() }).from(auditPopulations).where(eq(auditPopulations.auditId, auditId));
  const [rows] = await getDb()
    .select({ n: count() })
    .from(auditPopulationRows)
    .innerJoin(auditPopulations, eq(auditPopulations.id, auditPopulationRows.populationId))
    .where(eq(auditPopulations.auditId, auditId));
  return { populations: Number(populations.n), rows: Number(rows.n) };
}

describe("POST /audits/{id}/populations/preview", () => {
  it("suggests a mapping, normalizes the first 20 rows and lists every row problem with its line and column", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const csv = [
      "\uFEFFEmployee ID,Name,Hired At,Owner,Team",
      'E-1,"Lovelace, Ada",2026-02-02,Grace@Example.com,Core',
      ",No key,2026-03-01,grace@example.com,Core",
      "E-3,Bad date,31/02/2026,grace@example.com,Core",
      "E-4,Too early,2025-12-31,grace@example.com,Core",
      "",
      "E-1,Again,2026-04-01T09:30:00+02:00,grace@example.com,Core",
      "E-6,Fine,2026-12-31 23:59,,Core",
    ].join("\r\n");
    const before = await activityCount(audit.id);
    const res = await routes.preview(account.token, audit.id, { csv });
    expect(res.status, res.text).toBe(200);
    const data = res.body.data;
    expect(data.headers).toEqual(["Employee ID", "Name", "Hired At", "Owner", "Team"]);
    expect(data.mapping).toEqual({ key: "Employee ID", occurred_at: "Hired At", owner_email: "Owner" });
    expect(data.mapping_suggested).toBe(true);
    expect(data.columns).toEqual(["Name", "Team"]);
    expect(data.row_count).toBe(6);
    expect(data.rows[0]).toEqual({
      row_number: 1,
      key: "E-1",
      occurred_at: "2026-02-02T00:00:00.000Z",
      owner_email: "grace@example.com",
      data: { Name: "Lovelace, Ada", Team: "Core" },
    });
    expect(data.rows[4].occurred_at).toBe("2026-04-01T07:30:00.000Z");
    expect(data.rows[5]).toMatchObject({ occurred_at: "2026-12-31T23:59:00.000Z", owner_email: null });
    expect(data.error_count).toBe(4);
    expect(data.errors.map((e: { line: number; row: number; column: string }) => [e.line, e.row, e.column])).toEqual([
      [3, 2, "Employee ID"],
      [4, 3, "Hired At"],
      [5, 4, "Hired At"],
      [7, 5, "Employee ID"],
    ]);
    expect(data.errors[0].message).toMatch(/missing key/);
    expect(data.errors[1].message).toMatch(/unparseable date/);
    expect(data.errors[2].message).toMatch(/outside the audit period 1 Jan 2026 to 31 Dec 2026/);
    expect(data.errors[3].message).toMatch(/duplicate key "E-1": already on line 2/);
    expect(await activityCount(audit.id)).toBe(before);
    expect(await storedCounts(audit.id)).toEqual({ populations: 0, rows: 0 });
  });

  it("takes a given mapping by header name, case-insensitive, and refuses one naming no header", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const csv = "number,merged at,assignee\n101,2026-05-05,dev@example.com\n";
    const given = await routes.preview(account.token, audit.id, { csv, mapping: { key: "NUMBER", occurred_at: "Merged At" } });
    expect(given.status, given.text).toBe(200);
    expect(given.body.data).toMatchObject({
      mapping: { key: "number", occurred_at: "merged at", owner_email: null },
      mapping_suggested: false,
      columns: ["assignee"],
      error_count: 0,
    });
    const bad = await routes.preview(account.token, audit.id, { csv, mapping: { key: "ticket" } });
    expectError(bad, 400, "validation_failed");
    expect(bad.body.error.details[0].path).toBe("mapping.key");
  });

  it("caps the listed errors at 100 and counts them all; reports an unclosed quote at its line", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const csv = ["id,date", ...Array.from({ length: 150 }, (_, i) => `K${i},2020-01-01`)].join("\n");
    const res = await routes.preview(account.token, audit.id, { csv });
    expect(res.body.data.errors).toHaveLength(100);
    expect(res.body.data.error_count).toBe(150);
    const broken = await routes.preview(account.token, audit.id, { csv: 'id,date\nA,2026-01-01\n"B,2026-01-02\n' });
    expect(broken.body.data.error_count).toBe(1);
    expect(broken.body.data.errors[0]).toMatchObject({ line: 3, row: null });
    expect(broken.body.data.errors[0].message).toMatch(/never closed/);
  });
});

describe("POST /audits/{id}/populations", () => {
  it("stores a 500-row CSV in order with coverage, columns, the CSV's sha256sum, one activity entry and one audit-trail event", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const csv = hiresCsv(500);
    const activities = await activityCount(audit.id);
    const events = await auditEventCount(account.accountId);
    const res = await routes.create(account.token, audit.id, populationBody(csv));
    expect(res.status, res.text).toBe(201);
    const population = res.body.data;
    expect(population).toMatchObject({
      audit_id: audit.id,
      control_id: "CC6.2",
      name: "New hires 2026",
      kind: "new_hires",
      frequency: "multiple_daily",
      source: "csv",
      source_detail: "hires.csv",
      columns: ["Name", "Department"],
      row_count: 500,
      owner: { user_id: account.userId, name: "Carla Customer" },
      completeness: null,
      samples_drawn: 0,
      created_by: account.userId,
    });
    expect(population.coverage_from).toBe("2026-01-01T00:00:00.000Z");
    expect(population.coverage_to! >= "2026-12-01").toBe(true);

    // The fingerprint is what sha256sum prints for the file that was uploaded.
    const dir = mkdtempSync(path.join(tmpdir(), "population-"));
    try {
      writeFileSync(path.join(dir, "hires.csv"), csv, "utf8");
      const printed = execFileSync("sha256sum", [path.join(dir, "hires.csv")], { encoding: "utf8" }).split(" ")[0];
      expect(population.sha256).toBe(printed);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const stored = await getDb().select().from(auditPopulationRows).where(eq(auditPopulationRows.populationId, population.id));
    expect(stored).toHaveLength(500);
    expect(new Set(stored.map((r) => r.rowNumber)).size).toBe(500);

    expect(await activityCount(audit.id)).toBe(activities + 1);
    const [entry] = await getDb().select().from(auditActivity).where(eq(auditActivity.type, "population_added"));
    expect(entry).toMatchObject({ auditId: audit.id, controlId: "CC6.2", actorId: account.userId });
    expect(entry.details).toMatchObject({ population_id: population.id, row_count: 500, sha256: population.sha256 });
    expect(await auditEventCount(account.accountId)).toBe(events + 1);
    const [event] = await getDb().select().from(accountEvents).where(eq(accountEvents.action, "audit.population_added"));
    expect(event.accountId).toBe(account.accountId);

    // Rows page by row number with a cursor, in the order received.
    const first = await routes.rows({ token: account.token }, audit.id, population.id, "?limit=200");
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.map((r: { row_number: number }) => r.row_number)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(first.body.data[0]).toEqual({
      row_number: 1,
      key: "E-00001",
      occurred_at: "2026-01-08T00:00:00.000Z",
      owner_email: "manager1@example.com",
      data: { Name: "Hire 1, Jr.", Department: "Engineering" },
    });
    let cursor = first.body.pagination.nextCursor;
    const seen = [...first.body.data];
    while (cursor) {
      const next = await routes.rows({ token: account.token }, audit.id, population.id, `?limit=200&cursor=${cursor}`);
      seen.push(...next.body.data);
      cursor = next.body.pagination.nextCursor;
    }
    expect(seen.map((r) => r.key)).toEqual(Array.from({ length: 500 }, (_, i) => `E-${String(i + 1).padStart(5, "0")}`));
    expectError(await routes.rows({ token: account.token }, audit.id, population.id, "?cursor=bm9wZQ"), 400, "validation_failed");
  });

  it("stores pushed JSON rows and fingerprints JSON.stringify of the normalized rows", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const rows = [
      { key: " PR-12 ", occurred_at: "2026-03-01T10:00:00Z", owner_email: "Dev@Example.com", data: { repo: "api", title: "Fix login" } },
      { key: "PR-13", occurred_at: "2026-03-02", data: { repo: "web", reviewer: "kim" } },
      { key: "PR-14" },
    ];
    const res = await routes.create(account.token, audit.id, {
      control_id: "CC8.1",
      name: "Production changes",
      kind: "changes",
      frequency: "multiple_daily",
      source: "api",
      rows,
    });
    expect(res.status, res.text).toBe(201);
    const normalized = [
      { key: "PR-12", occurred_at: "2026-03-01T10:00:00.000Z", owner_email: "dev@example.com", data: { repo: "api", title: "Fix login" } },
      { key: "PR-13", occurred_at: "2026-03-02T00:00:00.000Z", owner_email: null, data: { repo: "web", reviewer: "kim" } },
      { key: "PR-14", occurred_at: null, owner_email: null, data: {} },
    ];
    expect(res.body.data).toMatchObject({
      source: "api",
      source_detail: null,
      columns: ["repo", "title", "reviewer"],
      row_count: 3,
      coverage_from: "2026-03-01T10:00:00.000Z",
      coverage_to: "2026-03-02T00:00:00.000Z",
      sha256: createHash("sha256").update(JSON.stringify(normalized), "utf8").digest("hex"),
    });
    const page = await routes.rows({ token: account.token }, audit.id, res.body.data.id);
    expect(page.body.data.map(({ row_number, ...row }: { row_number: number }) => ({ ...row, row_number }))).toEqual(
      normalized.map((r, i) => ({ ...r, row_number: i + 1 })),
    );
  });

  it("refuses the whole population on one bad row, naming it, and writes nothing", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const csv = `${hiresCsv(50)}E-99999,"Late",2027-01-01,a@example.com,Ops\r\n`;
    const before = { activities: await activityCount(audit.id), events: await auditEventCount(account.accountId) };
    const res = await routes.create(account.token, audit.id, populationBody(csv));
    expectError(res, 400, "validation_failed");
    expect(res.body.error.details).toEqual([
      { path: "csv.line 52.Hired At", message: expect.stringMatching(/^line 52, Hired At: date 1 Jan 2027 is outside/), row: 52, column: "Hired At" },
    ]);
    const pushed = await routes.create(account.token, audit.id, {
      ...populationBody(""),
      csv: undefined,
      filename: undefined,
      source: "api",
      rows: [{ key: "A" }, { key: "" }, { key: "A", occurred_at: "soon" }],
    });
    expectError(pushed, 400, "validation_failed");
    expect(pushed.body.error.details.map((d: { path: string }) => d.path)).toEqual(["rows.1.key", "rows.2.key", "rows.2.occurred_at"]);
    expect(await storedCounts(audit.id)).toEqual({ populations: 0, rows: 0 });
    expect(await activityCount(audit.id)).toBe(before.activities);
    expect(await auditEventCount(account.accountId)).toBe(before.events);
  });

  it("needs the audit's period first: 409 conflict naming what is missing", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const res = await routes.create(account.token, audit.id, populationBody(hiresCsv(3)));
    expectError(res, 409, "conflict");
    expect(res.body.error.message).toMatch(/period/);
    expect(res.body.error.details).toEqual({ missing: ["period_start", "period_end"] });
    expectError(await routes.preview(account.token, audit.id, { csv: hiresCsv(3) }), 409, "conflict");

    const typeI = await createAudit(account, { type: "type_i" });
    expect((await routes.create(account.token, typeI.id, populationBody(hiresCsv(3)))).body.error.details).toEqual({ missing: ["as_of"] });
    await setPeriod(typeI.id, { asOf: "2026-06-30" });
    const one = await routes.create(account.token, typeI.id, populationBody("id,date\nA,2026-06-30\nB,2026-07-01\n"));
    expectError(one, 400, "validation_failed");
    expect(one.body.error.details).toHaveLength(1);
    expect(one.body.error.details[0].message).toMatch(/outside the as-of date 30 Jun 2026/);
    expect(await storedCounts(audit.id)).toEqual({ populations: 0, rows: 0 });
  });

  it("validates the body: control of the audit, one of csv or rows, an active owner, known enums", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const unknownControl = await routes.create(account.token, audit.id, populationBody(hiresCsv(2), { control_id: "ZZ9.9" }));
    expectError(unknownControl, 400, "validation_failed");
    expect(unknownControl.body.error.details[0].path).toBe("control_id");
    await getDb()
      .update(auditControls)
      .set({ inScope: false, scopeReason: "Not in this engagement" })
      .where(and(eq(auditControls.auditId, audit.id), eq(auditControls.controlId, "CC9.2")));
    const excluded = await routes.create(account.token, audit.id, populationBody(hiresCsv(2), { control_id: "CC9.2" }));
    expectError(excluded, 400, "validation_failed");
    expect(excluded.body.error.details[0]).toMatchObject({ path: "control_id", message: expect.stringMatching(/out of the audit's scope/) });
    const both = await routes.create(account.token, audit.id, populationBody(hiresCsv(2), { rows: [{ key: "x" }] }));
    expectError(both, 400, "validation_failed");
    const badEnum = await routes.create(account.token, audit.id, populationBody(hiresCsv(2), { kind: "hires", frequency: "hourly" }));
    expect(badEnum.body.error.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(["kind", "frequency"]));
    const stranger = await businessAccount();
    const owner = await routes.create(account.token, audit.id, populationBody(hiresCsv(2), { owner_user_id: stranger.userId }));
    expectError(owner, 400, "validation_failed");
    expect(owner.body.error.details[0].path).toBe("owner_user_id");
    expect(await storedCounts(audit.id)).toEqual({ populations: 0, rows: 0 });
    await uploaded(account.token, audit.id);
  });
});

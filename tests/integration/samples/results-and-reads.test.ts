import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listAuditorSamplesHandler } from "@/app/api/v1/auditor/samples/route";
import { GET as listSamplesHandler } from "@/app/api/v1/audits/[id]/samples/route";
import { GET as getSampleHandler } from "@/app/api/v1/audits/[id]/samples/[sid]/route";
import { auditActivity, auditFindings } from "@/db/audits";
import { notifications } from "@/db/notifications";
import { getDb } from "@/lib/db/client";
import { POST as createKeyHandler } from "@/app/api/v1/api-keys/route";
import { insertPopulation } from "../../helpers/populations";
import { team } from "../../helpers/team";
import { activityCount, auditorFor, businessAccount, createAudit, expectError } from "../audits/helpers";
import { auditorSample, call, drawSample, recordResult, setAuditStatus } from "./helpers";

async function setup() {
  const people = await team();
  const audit = await createAudit(people.owner);
  const token = await auditorFor(people.owner, audit.id);
  const population = await insertPopulation({
    auditId: audit.id,
    accountId: people.owner.accountId,
    frequency: "weekly",
    rows: 40,
    name: "New hires 2026",
    controlId: "CC6.2",
  });
  const drawn = await drawSample(token, population.id, { seed: "results" });
  expect(drawn.status, drawn.text).toBe(201);
  return { ...people, audit, token, population, sample: drawn.body.data };
}

const listSamples = (token: string, auditId: string, query = "") =>
  call(listSamplesHandler, { path: `/api/v1/audits/${auditId}/samples${query}`, token, params: { id: auditId } });
const getSample = (token: string, auditId: string, sid: string) =>
  call(getSampleHandler, { path: `/api/v1/audits/${auditId}/samples/${sid}`, token, params: { id: auditId, sid } });

describe("PUT /auditor/samples/{sid}/items/{position}", () => {
  it("records passed and exception results; exceptions roll into one finding on the control", async () => {
    const { audit, token, sample } = await setup();
    const before = await activityCount(audit.id);

    const passed = await recordResult(token, sample.id, 1, { result: "passed", notes: "Ticket and approval on file." });
    expect(passed.status, passed.text).toBe(200);
    expect(passed.body.data.items[0]).toMatchObject({ position: 1, result: "passed", notes: "Ticket and approval on file." });
    expect(passed.body.data.items[0].tested_at).toEqual(expect.any(String));
    expect(passed.body.data).toMatchObject({ finding_id: null, counts: { passed: 1, exception: 0, pending: 4 } });
    expect(await activityCount(audit.id)).toBe(before + 1);

    const first = await recordResult(token, sample.id, 2, { result: "exception", notes: "Access granted before approval." });
    expect(first.status, first.text).toBe(200);
    const findingId = first.body.data.finding_id;
    expect(findingId).toEqual(expect.any(String));
    expect(first.body.data.counts).toEqual({ passed: 1, exception: 1, pending: 3 });
    let [finding] = await getDb().select().from(auditFindings).where(eq(auditFindings.id, findingId));
    const second = sample.items[1];
    expect(finding).toMatchObject({
      auditId: audit.id,
      controlId: "CC6.2",
      severity: "minor",
      status: "open",
      title: "Exceptions in the sample of New hires 2026",
    });
    expect(finding.description).toContain(`- Item 2 (row ${second.row_number}, ${second.item_key}`);
    expect(finding.description).toContain("Access granted before approval.");
    // The item's entry and the finding's, exactly as a finding the auditor records by hand.
    expect(await activityCount(audit.id)).toBe(before + 3);
    const types = await getDb()
      .select({ type: auditActivity.type, details: auditActivity.details })
      .from(auditActivity)
      .where(eq(auditActivity.auditId, audit.id));
    expect(types.filter((t) => t.type === "finding_created").map((t) => t.details.finding_id)).toEqual([findingId]);
    expect(types.filter((t) => t.type === "sample_item_tested")).toHaveLength(2);
    const told = await getDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "finding.recorded"), eq(notifications.subjectId, findingId)));
    expect(told.length).toBeGreaterThan(0);

    const later = await recordResult(token, sample.id, 4, { result: "exception", notes: "No security training record.", severity: "critical" });
    expect(later.body.data.finding_id).toBe(findingId);
    [finding] = await getDb().select().from(auditFindings).where(eq(auditFindings.id, findingId));
    expect(finding.severity).toBe("minor");
    expect(finding.description).toContain("2 exceptions");
    expect(finding.description).toContain("No security training record.");
    expect(await getDb().select().from(auditFindings).where(eq(auditFindings.auditId, audit.id))).toHaveLength(1);

    // Re-tested as passed: the finding stays (the auditor decides its status) and lists what remains.
    await recordResult(token, sample.id, 2, { result: "passed" });
    [finding] = await getDb().select().from(auditFindings).where(eq(auditFindings.id, findingId));
    expect(finding.description).toContain("1 exception.");
    expect(finding.description).not.toContain("Access granted before approval.");

    // The same result again changes nothing.
    const count = await activityCount(audit.id);
    const same = await recordResult(token, sample.id, 4, { result: "exception", notes: "No security training record." });
    expect(same.status).toBe(200);
    expect(await activityCount(audit.id)).toBe(count);
  });

  it("uses the given severity for the first exception's finding", async () => {
    const { token, sample } = await setup();
    const res = await recordResult(token, sample.id, 3, { result: "exception", notes: "Missing.", severity: "major" });
    const [finding] = await getDb().select().from(auditFindings).where(eq(auditFindings.id, res.body.data.finding_id));
    expect(finding.severity).toBe("major");
  });

  it("refuses an exception without notes, unknown results and positions, and writes nothing", async () => {
    const { audit, token, sample } = await setup();
    const before = await activityCount(audit.id);
    const noNotes = await recordResult(token, sample.id, 1, { result: "exception" });
    expectError(noNotes, 400, "validation_failed");
    expect(noNotes.body.error.details).toEqual([{ path: "notes", message: "is required for an exception" }]);
    expectError(await recordResult(token, sample.id, 1, { result: "pending" }), 400, "validation_failed");
    expectError(await recordResult(token, sample.id, 1, { result: "passed", extra: true }), 400, "validation_failed");
    expectError(await recordResult(token, sample.id, 6, { result: "passed" }), 404, "not_found");
    expectError(await recordResult(token, sample.id, "0", { result: "passed" }), 404, "not_found");
    expectError(await recordResult(token, sample.id, "x", { result: "passed" }), 404, "not_found");
    expect(await activityCount(audit.id)).toBe(before);
  });

  it("answers 409 audit_complete on a completed audit", async () => {
    const { audit, token, sample } = await setup();
    await setAuditStatus(audit.id, "complete");
    expectError(await recordResult(token, sample.id, 1, { result: "passed" }), 409, "audit_complete");
    const read = await auditorSample(token, sample.id);
    expect(read.status).toBe(200);
    expect(read.body.data.counts.pending).toBe(5);
  });
});

describe("reading samples", () => {
  it("lists and shows samples to the auditor and to every customer role, with the same shapes", async () => {
    const { owner, viewer, audit, token, population, sample } = await setup();
    await recordResult(token, sample.id, 1, { result: "passed" });
    await recordResult(token, sample.id, 2, { result: "exception", notes: "Late." });
    const second = await drawSample(token, population.id, { size: 3, override_reason: "Follow-up on the exception." });

    const auditorList = await call(listAuditorSamplesHandler, { path: "/api/v1/auditor/samples", token });
    expect(auditorList.status, auditorList.text).toBe(200);
    expect(auditorList.body.data.map((s: { id: string }) => s.id)).toEqual([second.body.data.id, sample.id]);
    expect(auditorList.body.data[1]).toMatchObject({
      population: { id: population.id, name: "New hires 2026", control_id: "CC6.2", kind: "new_hires", frequency: "weekly" },
      size: 5,
      seed: "results",
      counts: { passed: 1, exception: 1, pending: 3 },
    });
    expect(auditorList.body.data[1].items).toBeUndefined();

    const key = await call(createKeyHandler, { path: "/api/v1/api-keys", token: owner.token, body: { name: "auditor reads", scope: "read_only" } });
    expect(key.status, key.text).toBe(201);
    const apiKey = key.body.data.key as string;
    for (const credential of [{ token: owner.token }, { token: viewer.token }, { apiKey }]) {
      const list = await call(listSamplesHandler, { path: `/api/v1/audits/${audit.id}/samples`, params: { id: audit.id }, ...credential });
      expect(list.status, list.text).toBe(200);
      expect(list.body.data).toEqual(auditorList.body.data);
      const detail = await call(getSampleHandler, {
        path: `/api/v1/audits/${audit.id}/samples/${sample.id}`,
        params: { id: audit.id, sid: sample.id },
        ...credential,
      });
      expect(detail.status, detail.text).toBe(200);
      expect(detail.body.data).toEqual((await auditorSample(token, sample.id)).body.data);
    }

    const page = await listSamples(viewer.token, audit.id, "?limit=1");
    expect(page.body.data.map((s: { id: string }) => s.id)).toEqual([second.body.data.id]);
    expect(page.body.pagination.hasMore).toBe(true);
    const next = await listSamples(viewer.token, audit.id, `?limit=1&cursor=${page.body.pagination.nextCursor}`);
    expect(next.body.data.map((s: { id: string }) => s.id)).toEqual([sample.id]);
    expect(next.body.pagination).toMatchObject({ hasMore: false, nextCursor: null });

    const other = await insertPopulation({ auditId: audit.id, accountId: owner.accountId, frequency: "annual", rows: 4, name: "Annual review" });
    await drawSample(token, other.id);
    const filtered = await listSamples(owner.token, audit.id, `?population_id=${other.id}`);
    expect(filtered.body.data.map((s: { population: { id: string } }) => s.population.id)).toEqual([other.id]);
  });

  it("shows the items in draw order with their evidence requests", async () => {
    const { owner, audit, sample } = await setup();
    const res = await getSample(owner.token, audit.id, sample.id);
    expect(res.body.data.items.map((i: { position: number }) => i.position)).toEqual([1, 2, 3, 4, 5]);
    expect(res.body.data.items.map((i: { row_number: number }) => i.row_number)).toEqual(sample.items.map((i: { row_number: number }) => i.row_number));
    for (const item of res.body.data.items) {
      expect(item).toMatchObject({
        evidence_request_id: expect.any(String),
        evidence_request_status: "open",
        result: "pending",
        item_key: expect.stringMatching(/^ITEM-/),
      });
    }
  });

  it("answers 404 for another audit's or another account's sample", async () => {
    const { owner, audit, token, sample } = await setup();
    const otherAudit = await createAudit(owner, { title: "Second audit" });
    const otherToken = await auditorFor(owner, otherAudit.id);
    expectError(await auditorSample(otherToken, sample.id), 404, "not_found");
    expectError(await recordResult(otherToken, sample.id, 1, { result: "passed" }), 404, "not_found");
    expectError(await getSample(owner.token, otherAudit.id, sample.id), 404, "not_found");
    expect((await listSamples(owner.token, otherAudit.id)).body.data).toEqual([]);

    const stranger = await businessAccount("Sid Stranger");
    expectError(await getSample(stranger.token, audit.id, sample.id), 404, "not_found");
    expectError(await listSamples(stranger.token, audit.id), 404, "not_found");
    expectError(await getSample(owner.token, audit.id, "00000000-0000-4000-8000-000000000000"), 404, "not_found");
    expectError(await auditorSample(token, "nope"), 404, "not_found");
    expectError(await listSamples(token, audit.id), 403, "forbidden");
  });
});

import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { auditSampleItems, auditSamples, CONTROL_FREQUENCIES, type ControlFrequency } from "@/db/audit-populations";
import { auditActivity } from "@/db/audits";
import { notifications } from "@/db/notifications";
import { users } from "@/db/accounts";
import { getDb } from "@/lib/db/client";
import { drawSample as drawRows, SAMPLING_ALGORITHM } from "@/lib/sampling";
import { insertPopulation } from "../../helpers/populations";
import { team } from "../../helpers/team";
import { activityCount, auditorFor, businessAccount, createAudit, expectError } from "../audits/helpers";
import { drawSample, setAuditStatus } from "./helpers";

async function setup() {
  const people = await team();
  const audit = await createAudit(people.owner);
  const token = await auditorFor(people.owner, audit.id);
  return { ...people, audit, token };
}

describe("POST /auditor/populations/{pid}/samples: size", () => {
  it("recommends the table's size by frequency, the high end for higher risk", async () => {
    const { owner, audit, token } = await setup();
    const expected: Record<ControlFrequency, [number, number]> = {
      annual: [1, 1],
      quarterly: [2, 2],
      monthly: [2, 5],
      weekly: [5, 15],
      daily: [20, 40],
      multiple_daily: [25, 60],
    };
    for (const frequency of CONTROL_FREQUENCIES) {
      const population = await insertPopulation({ auditId: audit.id, accountId: owner.accountId, frequency, rows: 100, name: `${frequency} population` });
      const low = await drawSample(token, population.id, { dry_run: true });
      const high = await drawSample(token, population.id, { dry_run: true, higher_risk: true });
      expect(low.status, low.text).toBe(200);
      expect([low.body.data.size, high.body.data.size], frequency).toEqual(expected[frequency]);
      expect(low.body.data).toMatchObject({
        dry_run: true,
        recommended_size: expected[frequency][0],
        test_in_full: false,
        population_row_count: 100,
        population_sha256: population.sha256,
      });
      expect(low.body.data.items).toHaveLength(expected[frequency][0]);
    }
  });

  it("tests a population smaller than the minimum in full", async () => {
    const { owner, audit, token } = await setup();
    const population = await insertPopulation({ auditId: audit.id, accountId: owner.accountId, frequency: "daily", rows: 12 });
    const res = await drawSample(token, population.id, { seed: "small" });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ size: 12, recommended_size: 12, override_reason: null });
    expect(res.body.data.items.map((i: { row_number: number }) => i.row_number).sort((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    const dry = await drawSample(token, population.id, { dry_run: true });
    expect(dry.body.data.test_in_full).toBe(true);
  });

  it("needs a reason for another size, and no more than the rows; nothing is written", async () => {
    const { owner, audit, token } = await setup();
    const population = await insertPopulation({ auditId: audit.id, accountId: owner.accountId, frequency: "weekly", rows: 30 });
    const before = await activityCount(audit.id);
    const noReason = await drawSample(token, population.id, { size: 8 });
    expectError(noReason, 400, "validation_failed");
    expect(noReason.body.error.details).toEqual([{ path: "override_reason", message: "is required for a size other than the recommended 5" }]);
    const tooMany = await drawSample(token, population.id, { size: 31, override_reason: "Everything" });
    expectError(tooMany, 400, "validation_failed");
    expect(tooMany.body.error.details.map((d: { path: string }) => d.path)).toEqual(["size"]);
    for (const body of [
      { size: 0 },
      { seed: "" },
      { seed: "tab\there" },
      { seed: "x".repeat(201) },
      { higher_risk: "yes" },
      { extra: 1 },
      { due_at: "soon" },
    ]) {
      expectError(await drawSample(token, population.id, body), 400, "validation_failed");
    }
    expect(await getDb().select().from(auditSamples).where(eq(auditSamples.auditId, audit.id))).toEqual([]);
    expect(await activityCount(audit.id)).toBe(before);

    const overridden = await drawSample(token, population.id, { size: 8, override_reason: "Two control owners changed mid-period." });
    expect(overridden.status, overridden.text).toBe(201);
    expect(overridden.body.data).toMatchObject({ size: 8, recommended_size: 5, override_reason: "Two control owners changed mid-period." });
    // The recommended size needs no reason, and then records none.
    const recommended = await drawSample(token, population.id, { size: 5, override_reason: "ignored" });
    expect(recommended.body.data).toMatchObject({ size: 5, override_reason: null });
  });
});

describe("POST /auditor/populations/{pid}/samples: the draw", () => {
  it("draws the same items for the same seed: dry run, then recorded", async () => {
    const { owner, audit, token } = await setup();
    const population = await insertPopulation({ auditId: audit.id, accountId: owner.accountId, frequency: "daily", rows: 365 });
    const dry = await drawSample(token, population.id, { dry_run: true, seed: "FY2026 new hires / Ada" });
    const again = await drawSample(token, population.id, { dry_run: true, seed: "FY2026 new hires / Ada" });
    expect(await getDb().select().from(auditSamples).where(eq(auditSamples.auditId, audit.id))).toEqual([]);
    const recorded = await drawSample(token, population.id, { seed: "FY2026 new hires / Ada" });
    expect(recorded.status, recorded.text).toBe(201);
    const rows = (items: { row_number: number }[]) => items.map((i) => i.row_number);
    expect(rows(again.body.data.items)).toEqual(rows(dry.body.data.items));
    expect(rows(recorded.body.data.items)).toEqual(rows(dry.body.data.items));
    expect(rows(dry.body.data.items)).toEqual(drawRows({ seed: "FY2026 new hires / Ada", populationSize: 365, size: 20 }));
    expect(recorded.body.data.items.map((i: { position: number }) => i.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(recorded.body.data.items[0]).toMatchObject({
      ...dry.body.data.items[0],
      result: "pending",
      notes: null,
      tested_at: null,
      evidence_request_status: "open",
    });
    expect(recorded.body.data).toMatchObject({
      seed: "FY2026 new hires / Ada",
      algorithm: SAMPLING_ALGORITHM,
      population_row_count: 365,
      population_sha256: population.sha256,
      drawn_by: { name: "Ada Auditor" },
      counts: { passed: 0, exception: 0, pending: 20 },
    });

    // Without a seed, each draw gets its own, recorded so it can be re-performed.
    const fresh = await drawSample(token, population.id, {});
    expect(fresh.body.data.seed).toMatch(/^[0-9a-f]{32}$/);
    const replay = await drawSample(token, population.id, { dry_run: true, seed: fresh.body.data.seed });
    expect(rows(replay.body.data.items)).toEqual(rows(fresh.body.data.items));
  });

  it("draws from a 500-row population the rows docs/sampling.md gives for its seed", async () => {
    const { owner, audit, token } = await setup();
    const population = await insertPopulation({ auditId: audit.id, accountId: owner.accountId, frequency: "multiple_daily", rows: 500 });
    const res = await drawSample(token, population.id, { seed: "abc" });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.items.map((i: { row_number: number }) => i.row_number)).toEqual([
      20, 170, 387, 412, 477, 300, 246, 471, 349, 397, 252, 362, 319, 494, 465, 353, 7, 361, 73, 67, 294, 417, 145, 79, 158,
    ]);
    expect(res.body.data.items[0]).toMatchObject({ item_key: "ITEM-0020", occurred_at: "2026-01-20T00:00:00.000Z", data: { index: "20" } });
    const items = await getDb().select().from(auditSampleItems).where(eq(auditSampleItems.sampleId, res.body.data.id)).orderBy(asc(auditSampleItems.position));
    expect(items.map((i) => i.rowNumber)).toEqual(res.body.data.items.map((i: { row_number: number }) => i.row_number));
  });

  it("opens an evidence request per item, assigned by owner_email, else to the population's owner", async () => {
    const { owner, admin, member, viewer, audit, token } = await setup();
    const outsider = await businessAccount("Olga Outsider");
    await getDb().update(users).set({ status: "deactivated" }).where(eq(users.id, viewer.userId));
    const population = await insertPopulation({
      auditId: audit.id,
      accountId: owner.accountId,
      frequency: "quarterly",
      ownerUserId: admin.userId,
      rows: [
        { itemKey: "CHG-1", occurredAt: new Date("2026-02-03T10:00:00Z"), ownerEmail: member.email.toUpperCase() },
        { itemKey: "CHG-2", occurredAt: new Date("2026-05-03T10:00:00Z"), ownerEmail: viewer.email },
        { itemKey: "CHG-3", ownerEmail: outsider.email },
        { itemKey: "CHG-4", ownerEmail: null },
      ],
      kind: "changes",
      controlId: "CC8.1",
      name: "Production changes",
    });
    const res = await drawSample(token, population.id, { size: 4, override_reason: "Every change this year.", due_at: "2026-12-15T00:00:00Z" });
    expect(res.status, res.text).toBe(201);
    const requests = await getDb().select().from(auditEvidenceRequests).where(eq(auditEvidenceRequests.auditId, audit.id));
    expect(requests).toHaveLength(4);
    const byKey = new Map(
      res.body.data.items.map((item: { item_key: string; evidence_request_id: string }) => [
        item.item_key,
        requests.find((r) => r.id === item.evidence_request_id)!,
      ]),
    ) as Map<string, (typeof requests)[number]>;
    expect(byKey.get("CHG-1")!.assigneeUserId).toBe(member.userId);
    // An inactive member, another account's person and no owner all fall back to the population's owner.
    for (const key of ["CHG-2", "CHG-3", "CHG-4"]) expect(byKey.get(key)!.assigneeUserId, key).toBe(admin.userId);
    for (const request of requests) {
      expect(request).toMatchObject({ controlId: "CC8.1", priority: "medium", status: "open", dueAt: new Date("2026-12-15T00:00:00Z") });
    }
    expect(byKey.get("CHG-1")!.description).toMatch(
      /^Sample of "Production changes" \(CC8\.1\), item \d of 4: CHG-1, 3 Feb 2026 \(population row 1\)\. Provide the change record/,
    );

    const told = await getDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "evidence_request.assigned"), eq(notifications.accountId, owner.accountId)));
    expect(told.filter((n) => n.userId === member.userId).map((n) => n.subjectId)).toEqual([byKey.get("CHG-1")!.id]);
    expect(told.filter((n) => n.userId === admin.userId)).toHaveLength(3);

    const entries = await getDb()
      .select()
      .from(auditActivity)
      .where(and(eq(auditActivity.auditId, audit.id), eq(auditActivity.type, "sample_drawn")));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorType: "auditor", actorName: "Ada Auditor", controlId: "CC8.1" });
    expect(entries[0].details).toMatchObject({
      sample_id: res.body.data.id,
      population_id: population.id,
      size: 4,
      recommended_size: 2,
      override_reason: "Every change this year.",
    });
    // One draw, one entry: the requests it opens are part of it.
    expect(
      await getDb()
        .select()
        .from(auditActivity)
        .where(and(eq(auditActivity.auditId, audit.id), eq(auditActivity.type, "evidence_requested"))),
    ).toEqual([]);
  });

  it("defaults the due date to 14 days from now", async () => {
    const { owner, audit, token } = await setup();
    const population = await insertPopulation({ auditId: audit.id, accountId: owner.accountId, frequency: "annual", rows: 3 });
    const before = Date.now();
    const res = await drawSample(token, population.id);
    expect(res.status, res.text).toBe(201);
    const [request] = await getDb().select().from(auditEvidenceRequests).where(eq(auditEvidenceRequests.id, res.body.data.items[0].evidence_request_id));
    expect(request.dueAt!.getTime() - before).toBeGreaterThanOrEqual(14 * 86_400_000 - 1000);
    expect(request.dueAt!.getTime() - Date.now()).toBeLessThanOrEqual(14 * 86_400_000);
  });
});

describe("POST /auditor/populations/{pid}/samples: scope and status", () => {
  it("answers 404 for another audit's population and 403 to a customer token", async () => {
    const { owner, audit, token } = await setup();
    const otherAudit = await createAudit(owner, { title: "Other audit" });
    const theirs = await insertPopulation({ auditId: otherAudit.id, accountId: owner.accountId, rows: 10 });
    expectError(await drawSample(token, theirs.id, {}), 404, "not_found");
    expectError(await drawSample(token, theirs.id, { dry_run: true }), 404, "not_found");
    expectError(await drawSample(token, "not-a-uuid", {}), 404, "not_found");
    const mine = await insertPopulation({ auditId: audit.id, accountId: owner.accountId, rows: 10 });
    expectError(await drawSample(owner.token, mine.id, {}), 403, "forbidden");
  });

  it("answers 409 on a draft and on a completed audit, where a dry run still re-performs", async () => {
    const { owner, audit, token } = await setup();
    const population = await insertPopulation({ auditId: audit.id, accountId: owner.accountId, rows: 50 });
    const recorded = await drawSample(token, population.id, { seed: "s1" });
    expect(recorded.status).toBe(201);
    await setAuditStatus(audit.id, "draft");
    expectError(await drawSample(token, population.id, {}), 409, "invalid_transition");
    await setAuditStatus(audit.id, "complete");
    const before = await activityCount(audit.id);
    expectError(await drawSample(token, population.id, { seed: "s2" }), 409, "audit_complete");
    expect(await activityCount(audit.id)).toBe(before);
    const replay = await drawSample(token, population.id, { dry_run: true, seed: "s1" });
    expect(replay.status, replay.text).toBe(200);
    expect(replay.body.data.items.map((i: { row_number: number }) => i.row_number)).toEqual(
      recorded.body.data.items.map((i: { row_number: number }) => i.row_number),
    );
  });
});

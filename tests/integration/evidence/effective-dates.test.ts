import { Readable } from "node:stream";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getEvidence, PATCH as updateEvidence } from "@/app/api/v1/evidence/[id]/route";
import { POST as createEvidence } from "@/app/api/v1/evidence/route";
import { POST as upload } from "@/app/api/v1/evidence/upload/route";
import { GET as controlEvidenceHandler } from "@/app/api/v1/auditor/controls/[id]/evidence/route";
import { accountEvents } from "@/db/events";
import { makeCtx, memberCaller } from "@/lib/context";
import { getDb } from "@/lib/db/client";
import { recordSnapshot, snapshotTarget } from "@/lib/evidence";
import { fileStore } from "@/lib/storage";
import { auditorFor, businessAccount, call, createAudit, expectError } from "../audits/helpers";

/**
 * Evidence dates (docs/api.md §8): the time an item is evidence of (`effectiveFrom`/`effectiveTo`), apart from
 * when it was uploaded, and the auditor's evidence list filtered by the audit's period or as-of date.
 */

const CC61 = [{ framework: "soc2", controlId: "CC6.1" }];
type Item = { id: string; effectiveFrom: string | null; effectiveTo: string | null; collectedAt: string | null };
type AuditorItem = { id: string; title: string; in_period: boolean; effective_from: string | null; effective_to: string | null };

async function evidence(token: string, title: string, dates: Record<string, string> = {}) {
  const res = await call(createEvidence, {
    path: "/api/v1/evidence",
    token,
    body: { title, url: `https://drive.example.com/${encodeURIComponent(title)}`, controls: CC61, ...dates },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as Item;
}

const patch = (token: string, id: string, body: Record<string, unknown>) =>
  call(updateEvidence, { method: "PATCH", path: `/api/v1/evidence/${id}`, token, params: { id }, body });

async function auditorList(auditor: string, query = "") {
  const res = await call(controlEvidenceHandler, { path: `/api/v1/auditor/controls/CC6.1/evidence${query}`, token: auditor, params: { id: "CC6.1" } });
  expect(res.status, res.text).toBe(200);
  return res.body as { data: AuditorItem[]; pagination: { nextCursor: string | null; hasMore: boolean } };
}

const marks = (items: AuditorItem[]) => Object.fromEntries(items.map((i) => [i.title, i.in_period]));

describe("evidence effective dates", () => {
  it("accepts dates and date-times, answers them as instants, and keeps them apart from the upload time", async () => {
    const a = await businessAccount();
    const span = await evidence(a.token, "Q1 access review", {
      effectiveFrom: "2026-01-01",
      effectiveTo: "2026-03-31T23:59:59Z",
      collectedAt: "2026-04-02T09:00:00Z",
    });
    expect(span).toMatchObject({ effectiveFrom: "2026-01-01T00:00:00.000Z", effectiveTo: "2026-03-31T23:59:59.000Z", collectedAt: "2026-04-02T09:00:00.000Z" });
    const point = await evidence(a.token, "Backup restore test", { effectiveFrom: "2026-05-04T10:00:00+02:00", effectiveTo: "2026-05-04T08:00:00Z" });
    expect(point).toMatchObject({ effectiveFrom: "2026-05-04T08:00:00.000Z", effectiveTo: "2026-05-04T08:00:00.000Z" });
    const plain = await evidence(a.token, "Policy link");
    expect(plain).toMatchObject({ effectiveFrom: null, effectiveTo: null });

    const read = await call(getEvidence, { path: `/api/v1/evidence/${span.id}`, token: a.token, params: { id: span.id } });
    expect(read.status, read.text).toBe(200);
    expect(read.body.data).toMatchObject({ effectiveFrom: "2026-01-01T00:00:00.000Z", effectiveTo: "2026-03-31T23:59:59.000Z" });
  });

  it("refuses an end before the start, and dates that are not dates, naming the field", async () => {
    const a = await businessAccount();
    const reversed = await call(createEvidence, {
      path: "/api/v1/evidence",
      token: a.token,
      body: { title: "x", url: "https://e.example/x", controls: CC61, effectiveFrom: "2026-02-01", effectiveTo: "2026-01-31" },
    });
    expectError(reversed, 400, "validation_failed");
    expect(reversed.body.error.details).toEqual([expect.objectContaining({ path: "effectiveTo" })]);
    const bad = await call(createEvidence, {
      path: "/api/v1/evidence",
      token: a.token,
      body: { title: "x", url: "https://e.example/x", controls: CC61, effectiveFrom: "2026-02-30", effectiveTo: "soon" },
    });
    expectError(bad, 400, "validation_failed");
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["effectiveFrom", "effectiveTo"]);
  });

  it("edits them against the stored values, clears them with null, and logs the change", async () => {
    const a = await businessAccount();
    const item = await evidence(a.token, "Vendor review", { effectiveFrom: "2026-03-01", effectiveTo: "2026-03-31" });

    const before = await patch(a.token, item.id, { effectiveTo: "2026-02-01" });
    expectError(before, 400, "validation_failed");
    expect(before.body.error.details).toEqual([expect.objectContaining({ path: "effectiveTo" })]);
    const after = await patch(a.token, item.id, { effectiveFrom: "2026-04-01" });
    expectError(after, 400, "validation_failed");
    expect(after.body.error.details).toEqual([expect.objectContaining({ path: "effectiveFrom" })]);

    const moved = await patch(a.token, item.id, { effectiveTo: "2026-06-30" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data).toMatchObject({ effectiveFrom: "2026-03-01T00:00:00.000Z", effectiveTo: "2026-06-30T00:00:00.000Z" });
    const [event] = await getDb()
      .select({ details: accountEvents.details })
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, a.accountId), eq(accountEvents.action, "evidence.updated")))
      .orderBy(desc(accountEvents.createdAt))
      .limit(1);
    expect(event.details).toEqual({ changes: { effectiveTo: { from: "2026-03-31T00:00:00.000Z", to: "2026-06-30T00:00:00.000Z" } } });

    const cleared = await patch(a.token, item.id, { effectiveFrom: null, effectiveTo: null });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.data).toMatchObject({ effectiveFrom: null, effectiveTo: null });
  });

  it("takes them as upload fields too", async () => {
    const a = await businessAccount();
    const form = new FormData();
    form.append("title", "Penetration test report");
    form.append("controls", JSON.stringify(CC61));
    form.append("effectiveFrom", "2026-02-01");
    form.append("effectiveTo", "2026-02-14");
    form.append("file", new File([new Uint8Array(Buffer.from("%PDF-1.7\n% pentest\n%%EOF\n"))], "pentest.pdf", { type: "application/pdf" }));
    const res = await call(upload, { path: "/api/v1/evidence/upload", token: a.token, body: form });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.evidence).toMatchObject({ effectiveFrom: "2026-02-01T00:00:00.000Z", effectiveTo: "2026-02-14T00:00:00.000Z" });

    const reversed = new FormData();
    reversed.append("title", "Reversed");
    reversed.append("controls", JSON.stringify(CC61));
    reversed.append("effectiveFrom", "2026-02-14");
    reversed.append("effectiveTo", "2026-02-01");
    reversed.append("file", new File([new Uint8Array(Buffer.from("%PDF-1.7\n%%EOF\n"))], "r.pdf", { type: "application/pdf" }));
    const refused = await call(upload, { path: "/api/v1/evidence/upload", token: a.token, body: reversed });
    expectError(refused, 400, "validation_failed");
    expect(refused.body.error.details).toEqual([expect.objectContaining({ path: "effectiveTo" })]);
  });

  it("makes an integration snapshot evidence of its sync time", async () => {
    const a = await businessAccount();
    const ctx = makeCtx(memberCaller(a.userId, a.accountId));
    const snapshot = async (evidenceId: string | null, at: Date) => {
      const target = snapshotTarget(a.accountId);
      const bytes = JSON.stringify({ at: at.toISOString() });
      const stored = await fileStore().put(target.storageKey, Readable.from([Buffer.from(bytes)]));
      const file = { ...target, filename: "snapshot.json", contentType: "application/json", ...stored };
      return getDb().transaction((tx) =>
        recordSnapshot(tx, ctx, {
          accountId: a.accountId,
          evidenceId,
          title: "Snapshot",
          description: "Resources seen",
          controls: CC61,
          file,
          collectedAt: at,
          producedBy: "integration:test",
        }),
      );
    };
    const first = await snapshot(null, new Date("2026-03-10T06:00:00.000Z"));
    const read = async () =>
      (await call(getEvidence, { path: `/api/v1/evidence/${first.evidenceId}`, token: a.token, params: { id: first.evidenceId } })).body.data as Item;
    expect(await read()).toMatchObject({
      collectedAt: "2026-03-10T06:00:00.000Z",
      effectiveFrom: "2026-03-10T06:00:00.000Z",
      effectiveTo: "2026-03-10T06:00:00.000Z",
    });
    await snapshot(first.evidenceId, new Date("2026-03-11T06:00:00.000Z"));
    expect(await read()).toMatchObject({ effectiveFrom: "2026-03-11T06:00:00.000Z", effectiveTo: "2026-03-11T06:00:00.000Z" });
  });
});

describe("the auditor's evidence list and the audit's period", () => {
  it("lists by default what overlaps a Type II period, and everything, marked, on request", async () => {
    const a = await businessAccount();
    const audit = await createAudit(a, { period_start: "2026-01-01", period_end: "2026-06-30" });
    const auditor = await auditorFor(a, audit.id);
    await evidence(a.token, "span inside", { effectiveFrom: "2026-03-01", effectiveTo: "2026-03-31" });
    await evidence(a.token, "span across the start", { effectiveFrom: "2025-12-01", effectiveTo: "2026-01-01" });
    await evidence(a.token, "span before", { effectiveFrom: "2025-01-01", effectiveTo: "2025-12-31T23:59:59.999Z" });
    await evidence(a.token, "in force since 2025", { effectiveFrom: "2025-01-01" });
    await evidence(a.token, "valid until 2025", { effectiveTo: "2025-12-31" });
    await evidence(a.token, "collected on the last day", { collectedAt: "2026-06-30T23:59:59Z" });
    await evidence(a.token, "collected the day after", { collectedAt: "2026-07-01T00:00:00Z" });

    const inPeriod = await auditorList(auditor);
    expect(inPeriod.data.map((i) => i.title).sort()).toEqual(["collected on the last day", "in force since 2025", "span across the start", "span inside"]);
    expect(inPeriod.data.every((i) => i.in_period)).toBe(true);

    const all = await auditorList(auditor, "?include_out_of_period=true");
    expect(marks(all.data)).toEqual({
      "span inside": true,
      "span across the start": true,
      "span before": false,
      "in force since 2025": true,
      "valid until 2025": false,
      "collected on the last day": true,
      "collected the day after": false,
    });
    const byTitle = Object.fromEntries(all.data.map((i) => [i.title, i]));
    expect(byTitle["span inside"]).toMatchObject({ effective_from: "2026-03-01T00:00:00.000Z", effective_to: "2026-03-31T00:00:00.000Z" });
    expect(byTitle["in force since 2025"]).toMatchObject({ effective_from: "2025-01-01T00:00:00.000Z", effective_to: null });
    expect(byTitle["collected the day after"]).toMatchObject({ effective_from: "2026-07-01T00:00:00.000Z", effective_to: "2026-07-01T00:00:00.000Z" });

    // `false` is the default; the filter holds across pages.
    expect((await auditorList(auditor, "?include_out_of_period=false")).data).toHaveLength(4);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await auditorList(auditor, `?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      seen.push(...page.data.map((i) => i.title));
      cursor = page.pagination.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(inPeriod.data.map((i) => i.title).sort());
    expectError(
      await call(controlEvidenceHandler, {
        path: "/api/v1/auditor/controls/CC6.1/evidence?include_out_of_period=yes",
        token: auditor,
        params: { id: "CC6.1" },
      }),
      400,
      "validation_failed",
    );
  });

  it("counts an item in a Type I audit when its time contains the as-of date", async () => {
    const a = await businessAccount();
    const audit = await createAudit(a, { type: "type_i", title: "SOC 2 Type I", as_of: "2026-06-30" });
    const auditor = await auditorFor(a, audit.id);
    await evidence(a.token, "policy in force", { effectiveFrom: "2026-01-01", effectiveTo: "2026-12-31" });
    await evidence(a.token, "screenshot that day", { collectedAt: "2026-06-30T15:00:00Z" });
    await evidence(a.token, "screenshot the day before", { collectedAt: "2026-06-29T23:00:00Z" });
    await evidence(a.token, "retired policy", { effectiveTo: "2026-06-29" });
    expect(marks((await auditorList(auditor, "?include_out_of_period=true")).data)).toEqual({
      "policy in force": true,
      "screenshot that day": true,
      "screenshot the day before": false,
      "retired policy": false,
    });
    expect((await auditorList(auditor)).data.map((i) => i.title).sort()).toEqual(["policy in force", "screenshot that day"]);
  });

  it("counts everything in the period while the audit has none", async () => {
    const a = await businessAccount();
    const audit = await createAudit(a);
    const auditor = await auditorFor(a, audit.id);
    await evidence(a.token, "old", { effectiveFrom: "2019-01-01", effectiveTo: "2019-01-31" });
    await evidence(a.token, "recent");
    const list = await auditorList(auditor);
    expect(marks(list.data)).toEqual({ old: true, recent: true });
  });
});

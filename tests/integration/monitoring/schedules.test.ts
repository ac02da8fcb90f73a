import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteScheduleHandler } from "@/app/api/v1/monitoring/schedules/[id]/route";
import { GET as listSchedulesHandler, POST as createScheduleHandler } from "@/app/api/v1/monitoring/schedules/route";
import { accountEvents } from "@/db/events";
import { monitoringSchedules } from "@/db/monitoring";
import { getDb } from "@/lib/db/client";
import { PRACTICE_KEYS } from "@/lib/monitoring/internal/practices";
import { createAccount, createApiKeyFor } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { allPractices, createSchedule, profile } from "./helpers";

const path = "/api/v1/monitoring/schedules";

describe("POST /api/v1/monitoring/schedules", () => {
  it("creates a schedule due now, with defaults, and logs it", async () => {
    const a = await createAccount();
    const res = await call(createScheduleHandler, {
      path,
      token: a.token,
      body: { frameworkId: "soc2", frequency: "weekly", businessProfile: profile({ mfa: true }) },
    });
    expect(res.status).toBe(201);
    const s = res.body.data;
    expect(s).toMatchObject({ frameworkId: "soc2", frequency: "weekly", notifyOnFail: true, passThreshold: 80, lastRunAt: null });
    expect(Object.keys(s.businessProfile.practices).sort()).toEqual([...PRACTICE_KEYS].sort());
    expect(s.businessProfile.practices).toMatchObject({ mfa: true, backups: false });
    expect(s.nextRunAt).toBe(s.createdAt);
    const events = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, a.accountId), eq(accountEvents.action, "monitoring.schedule_created")));
    expect(events.map((e) => e.targetId)).toEqual([s.id]);
  });

  it("accepts notifyOnFail and passThreshold", async () => {
    const a = await createAccount();
    const s = await createSchedule(a, {
      frameworkId: "gdpr",
      frequency: "quarterly",
      businessProfile: profile(allPractices),
      notifyOnFail: false,
      passThreshold: 95,
    });
    expect(s).toMatchObject({ notifyOnFail: false, passThreshold: 95, frequency: "quarterly" });
  });

  it("takes a profile without practices as attesting none", async () => {
    const a = await createAccount();
    const res = await call(createScheduleHandler, {
      path,
      token: a.token,
      body: { frameworkId: "gdpr", frequency: "daily", businessProfile: { companyName: "Acme" } },
    });
    expect(res.status, res.text).toBe(201);
    expect(Object.values(res.body.data.businessProfile.practices).every((v) => v === false)).toBe(true);
  });

  it("rejects unknown keys in the profile and in practices, naming each, and stores nothing", async () => {
    const a = await createAccount();
    const res = await call(createScheduleHandler, {
      path,
      token: a.token,
      body: {
        frameworkId: "soc2",
        frequency: "daily",
        businessProfile: { ...profile({ ...allPractices, mfaa: true }), employees: 5, dataTypes: ["personal_data", "dna"] },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    const paths = res.body.error.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(["businessProfile", "businessProfile.dataTypes.1", "businessProfile.practices"]);
    expect(JSON.stringify(res.body.error.details)).toContain("mfaa");
    const rows = await getDb().select().from(monitoringSchedules).where(eq(monitoringSchedules.accountId, a.accountId));
    expect(rows).toHaveLength(0);
  });

  it("rejects a bad frequency, threshold, unknown framework and extra fields", async () => {
    const a = await createAccount();
    const bad = await call(createScheduleHandler, {
      path,
      token: a.token,
      body: { frameworkId: "soc2", frequency: "hourly", businessProfile: profile(allPractices), passThreshold: 101, extra: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["", "frequency", "passThreshold"]);
    const unknown = await call(createScheduleHandler, {
      path,
      token: a.token,
      body: { frameworkId: "sox", frequency: "daily", businessProfile: profile(allPractices) },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual([{ path: "frameworkId", message: expect.stringContaining("Unknown framework") }]);
    const missing = await call(createScheduleHandler, { path, token: a.token, body: { frameworkId: "soc2" } });
    expect(missing.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["businessProfile", "frequency"]);
  });

  it("answers invalid_json, 401 without a token and 403 for an API key", async () => {
    const a = await createAccount();
    const raw = await call(createScheduleHandler, { path, token: a.token, body: "{nope", headers: { "content-type": "application/json" } });
    expect(raw.body.error.code).toBe("invalid_json");
    const anon = await call(createScheduleHandler, { path, body: { frameworkId: "soc2" } });
    expect(anon.status).toBe(401);
    const key = await createApiKeyFor(a);
    const withKey = await call(createScheduleHandler, { path, apiKey: key, body: { frameworkId: "soc2" } });
    expect(withKey.status).toBe(403);
  });
});

describe("GET /api/v1/monitoring/schedules", () => {
  it("lists only the account's schedules, newest first, paginated and filtered", async () => {
    const a = await createAccount();
    const other = await createAccount();
    await createSchedule(other, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices) });
    const ids: string[] = [];
    for (const fw of ["soc2", "hipaa", "soc2"]) {
      ids.push((await createSchedule(a, { frameworkId: fw, frequency: "daily", businessProfile: profile(allPractices) })).id);
    }
    const first = await call(listSchedulesHandler, { path: `${path}?limit=2`, token: a.token });
    expect(first.status).toBe(200);
    expect(first.body.data.map((s: { id: string }) => s.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.pagination).toMatchObject({ limit: 2, hasMore: true });
    const second = await call(listSchedulesHandler, { path: `${path}?limit=2&cursor=${first.body.pagination.nextCursor}`, token: a.token });
    expect(second.body.data.map((s: { id: string }) => s.id)).toEqual([ids[0]]);
    expect(second.body.pagination).toEqual({ limit: 2, nextCursor: null, hasMore: false });
    const soc2 = await call(listSchedulesHandler, { path: `${path}?frameworkId=soc2`, token: a.token });
    expect(soc2.body.data).toHaveLength(2);
    const bad = await call(listSchedulesHandler, { path: `${path}?limit=500`, token: a.token });
    expect(bad.status).toBe(400);
  });
});

describe("DELETE /api/v1/monitoring/schedules/:id", () => {
  it("deletes the schedule, then answers 404; another tenant gets 404", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const s = await createSchedule(a, { frameworkId: "pci-dss-4", frequency: "monthly", businessProfile: profile(allPractices) });
    const foreign = await call(deleteScheduleHandler, { path: `${path}/${s.id}`, method: "DELETE", token: b.token, params: { id: s.id } });
    expect(foreign.status).toBe(404);
    const res = await call(deleteScheduleHandler, { path: `${path}/${s.id}`, method: "DELETE", token: a.token, params: { id: s.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: s.id, deleted: true } });
    const again = await call(deleteScheduleHandler, { path: `${path}/${s.id}`, method: "DELETE", token: a.token, params: { id: s.id } });
    expect(again.status).toBe(404);
    const list = await call(listSchedulesHandler, { path, token: a.token });
    expect(list.body.data).toHaveLength(0);
    const notUuid = await call(deleteScheduleHandler, { path: `${path}/x`, method: "DELETE", token: a.token, params: { id: "x" } });
    expect(notUuid.status).toBe(404);
  });
});

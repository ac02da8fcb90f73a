import { expect, it } from "vitest";
import { PATCH as patch } from "@/app/api/v1/incidents/[id]/route";
import { PUT as putReview } from "@/app/api/v1/incidents/[id]/review/route";
import { POST as create } from "@/app/api/v1/incidents/route";
import { call } from "../../helpers/http";
import { team } from "../../helpers/team";
import { createSchedule, noPractices, profile, runNow } from "../monitoring/helpers";

type Control = { controlId: string; readiness: string; reason: string; sources: { type: string; title: string; counts: boolean }[] };
const HOUR = 3_600_000;

it("readiness: incident handling meets CC7.4 once an incident is resolved and reviewed; an unnotified breach holds it at partial", async () => {
  const t = await team();
  const s = await createSchedule(t.owner, { frameworkId: "soc2", frequency: "monthly", businessProfile: profile(noPractices) });
  const check = async (id = "CC7.4") => {
    const res = await runNow(t.owner, s.id);
    expect(res.status, res.text).toBe(200);
    return (res.body.data.controls as Control[]).find((c) => c.controlId === id)!;
  };
  expect((await check()).readiness).toBe("missing");
  const body = { title: "Phishing", severity: "sev2", detectedAt: new Date(Date.now() - 48 * HOUR).toISOString() };
  const inc = (await call(create, { path: "/api/v1/incidents", token: t.owner.token, body })).body.data;
  // An incident still being handled says nothing yet.
  expect((await check()).readiness).toBe("missing");
  await call(patch, { method: "PATCH", path: `/api/v1/incidents/${inc.id}`, params: { id: inc.id }, token: t.owner.token, body: { status: "resolved" } });
  const reviewed = await call(putReview, {
    method: "PUT",
    path: `/api/v1/incidents/${inc.id}/review`,
    params: { id: inc.id },
    token: t.owner.token,
    body: { rootCause: "Password reuse.", complete: true },
  });
  expect(reviewed.status, reviewed.text).toBe(200);
  const met = await check();
  expect(met.readiness).toBe("met");
  expect(met.sources.find((x) => x.type === "test")).toMatchObject({
    title: "Incident register: 1 of 1 incident of the last 12 months reviewed, latest INC-1",
    counts: true,
  });

  const breach = { title: "Export bucket public", severity: "sev1", personalDataBreach: true, detectedAt: new Date(Date.now() - 80 * HOUR).toISOString() };
  expect((await call(create, { path: "/api/v1/incidents", token: t.owner.token, body: breach })).status).toBe(201);
  const held = await check();
  expect(held.readiness).toBe("partial");
  expect(held.sources.filter((x) => x.type === "test").map((x) => [x.title, x.counts])).toEqual([
    ["Incident register: 1 of 2 incidents of the last 12 months reviewed, latest INC-1", true],
    ["Incident register: INC-2 past the 72-hour breach notification", false],
  ]);
});

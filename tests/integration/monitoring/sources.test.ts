import { describe, expect, it } from "vitest";
import { POST as addControlHandler } from "@/app/api/v1/custom-frameworks/[id]/controls/route";
import { POST as publishHandler } from "@/app/api/v1/custom-frameworks/[id]/publish/route";
import { POST as createFrameworkHandler } from "@/app/api/v1/custom-frameworks/route";
import { POST as approveHandler } from "@/app/api/v1/documents/[id]/approve/route";
import { POST as generateHandler } from "@/app/api/v1/documents/generate/route";
import { POST as createEvidenceHandler } from "@/app/api/v1/evidence/route";
import { POST as createScheduleHandler } from "@/app/api/v1/monitoring/schedules/route";
import { getTemplate } from "@/lib/documents/internal/templates";
import { createAccount, createApiKeyFor, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { createSchedule, noPractices, profile, runNow } from "./helpers";

async function customFramework(a: TestAccount, controls: { control_id_label: string; title: string; standard_mappings?: unknown[] }[], publish = true) {
  const fw = await call(createFrameworkHandler, { path: "/api/v1/custom-frameworks", token: a.token, body: { name: "Acme controls" } });
  expect(fw.status).toBe(201);
  const id = fw.body.data.id as string;
  for (const c of controls) {
    const res = await call(addControlHandler, { path: `/api/v1/custom-frameworks/${id}/controls`, token: a.token, body: c, params: { id } });
    expect(res.status, res.text).toBe(201);
  }
  if (publish) {
    const res = await call(publishHandler, { path: `/api/v1/custom-frameworks/${id}/publish`, method: "POST", token: a.token, params: { id } });
    expect(res.status, res.text).toBe(200);
  }
  return id;
}

describe("checks of custom frameworks", () => {
  it("scores a published custom framework through its standard mappings and its own evidence", async () => {
    const a = await createAccount({ tier: "scale" });
    const id = await customFramework(a, [
      { control_id_label: "ACME-1", title: "MFA everywhere", standard_mappings: [{ framework: "soc2", controlId: "CC6.1" }] },
      { control_id_label: "ACME-2", title: "Backups", standard_mappings: [{ framework: "nist-csf-2", controlId: "PR.DS-11" }] },
      { control_id_label: "ACME-3", title: "Runbooks" },
    ]);
    await call(createEvidenceHandler, {
      path: "/api/v1/evidence",
      token: a.token,
      body: { title: "Runbook wiki", url: "https://example.com/runbooks", controls: [{ framework: id, controlId: "ACME-3" }] },
    });
    const s = await createSchedule(a, { frameworkId: id, frequency: "monthly", businessProfile: profile({ ...noPractices, backups: true }) });
    const res = await runNow(a, s.id);
    expect(res.status).toBe(200);
    expect(res.body.data.frameworkId).toBe(id);
    expect(res.body.data.controls.map((c: { controlId: string; status: string }) => [c.controlId, c.status])).toEqual([
      ["ACME-1", "failed"],
      ["ACME-2", "partial"], // the backups practice is attested only
      ["ACME-3", "passed"],
    ]);
    expect(res.body.data.score).toBe(50);
    expect(res.body.data.status).toBe("failed");
  });

  it("refuses a draft custom framework (409) and an unknown one (400)", async () => {
    const a = await createAccount({ tier: "scale" });
    const draft = await customFramework(a, [{ control_id_label: "X-1", title: "Something" }], false);
    const res = await call(createScheduleHandler, {
      path: "/api/v1/monitoring/schedules",
      token: a.token,
      body: { frameworkId: draft, frequency: "daily", businessProfile: profile(noPractices) },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("framework_not_published");
    const b = await createAccount({ tier: "scale" });
    const foreign = await call(createScheduleHandler, {
      path: "/api/v1/monitoring/schedules",
      token: b.token,
      body: { frameworkId: draft, frequency: "daily", businessProfile: profile(noPractices) },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details[0].path).toBe("frameworkId");
  });
});

describe("approved documents in checks", () => {
  it("counts an approved privacy policy for the GDPR controls it puts in writing, and a draft for nothing", async () => {
    const a = await createAccount();
    const key = await createApiKeyFor(a);
    const template = getTemplate("privacy-policy")!;
    const variables = Object.fromEntries(template.fields.map((f) => [f.name, f.example]));
    const doc = await call(generateHandler, { path: "/api/v1/documents/generate", apiKey: key, body: { templateId: "privacy-policy", variables } });
    expect(doc.status, doc.text).toBe(201);
    const s = await createSchedule(a, { frameworkId: "gdpr", frequency: "daily", businessProfile: profile(noPractices) });
    const draft = await runNow(a, s.id);
    expect(draft.body.data.controls.find((c: { controlId: string }) => c.controlId === "Art. 13")).toMatchObject({ status: "failed" });

    const id = doc.body.data.id as string;
    expect((await call(approveHandler, { path: `/api/v1/documents/${id}/approve`, token: a.token, params: { id } })).status).toBe(200);
    const res = await runNow(a, s.id);
    const byId = new Map(res.body.data.controls.map((c: { controlId: string }) => [c.controlId, c]));
    expect(byId.get("Art. 13")).toMatchObject({ status: "passed", reason: `Met by the approved document "${doc.body.data.title}".` });
    expect((byId.get("Art. 13") as { sources: unknown[] }).sources).toContainEqual(
      expect.objectContaining({ type: "document", id, counts: true, version: expect.objectContaining({ number: 1, approvedAt: expect.any(String) }) }),
    );
    // A privacy notice is what Art. 13 asks for; it does not prove the right of access (Art. 15) is honoured.
    expect(byId.get("Art. 15")).toMatchObject({ status: "failed" });
    expect(byId.get("Art. 32")).toMatchObject({ status: "failed" });
    expect(res.body.data.score).toBeGreaterThan(0);
  });
});

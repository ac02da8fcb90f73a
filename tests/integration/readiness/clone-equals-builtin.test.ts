import { describe, expect, it } from "vitest";
import { POST as cloneHandler } from "@/app/api/v1/custom-frameworks/[id]/clone/route";
import { POST as assessHandler } from "@/app/api/v1/custom-frameworks/[id]/assess/route";
import { POST as publishHandler } from "@/app/api/v1/custom-frameworks/[id]/publish/route";
import { POST as approveHandler } from "@/app/api/v1/documents/[id]/approve/route";
import { POST as generateHandler } from "@/app/api/v1/documents/generate/route";
import { POST as createEvidenceHandler } from "@/app/api/v1/evidence/route";
import { getTemplate } from "@/lib/documents/internal/templates";
import { createAccount, createApiKeyFor, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { createSchedule, noPractices, profile, runNow } from "../monitoring/helpers";

/** A generated document, approved: only approved versions count. */
async function generate(a: TestAccount, key: string, templateId: string) {
  const variables = Object.fromEntries(getTemplate(templateId)!.fields.map((f) => [f.name, f.example]));
  const res = await call(generateHandler, { path: "/api/v1/documents/generate", apiKey: key, body: { templateId, variables } });
  expect(res.status, res.text).toBe(201);
  const id = res.body.data.id as string;
  const approved = await call(approveHandler, { method: "POST", path: `/api/v1/documents/${id}/approve`, token: a.token, params: { id } });
  expect(approved.status, approved.text).toBe(200);
  return res.body.data as { id: string; title: string };
}

async function evidence(a: TestAccount, title: string, controlId: string, expiresAt?: string) {
  const res = await call(createEvidenceHandler, {
    path: "/api/v1/evidence",
    token: a.token,
    body: {
      title,
      url: `https://evidence.example.com/${encodeURIComponent(title)}`,
      controls: [{ framework: "soc2", controlId }],
      ...(expiresAt ? { expiresAt } : {}),
    },
  });
  expect(res.status, res.text).toBe(201);
}

describe("one readiness model", () => {
  it("scores a custom clone of SOC 2 exactly like SOC 2 monitoring for the same data", async () => {
    const a = await createAccount({ tier: "scale" });
    const key = await createApiKeyFor(a);
    // The data: a few attested practices, evidence (one current, one expired) and two approved documents.
    const businessProfile = profile({ ...noPractices, mfa: true, accessReviews: true, riskAssessment: true, logging: true });
    await evidence(a, "Okta MFA report", "CC6.1");
    await evidence(a, "Old penetration test", "CC4.2", new Date(Date.now() - 86_400_000).toISOString());
    const isp = await generate(a, key, "information-security-policy");
    await generate(a, key, "privacy-policy");

    const clone = await call(cloneHandler, { method: "POST", path: "/x", token: a.token, params: { id: "soc2" }, body: { name: "Our SOC 2" } });
    expect(clone.status, clone.text).toBe(201);
    const id = clone.body.data.id as string;
    expect((await call(publishHandler, { method: "POST", path: "/x", token: a.token, params: { id } })).status).toBe(200);
    const assessment = await call(assessHandler, { method: "POST", path: "/x", token: a.token, params: { id }, body: { businessProfile } });
    expect(assessment.status, assessment.text).toBe(201);

    const schedule = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile });
    const check = await runNow(a, schedule.id);
    expect(check.status, check.text).toBe(200);

    const assessed = assessment.body.data;
    const monitored = check.body.data;
    expect(assessed.score).toBe(monitored.score);
    expect(assessed.score).toBeGreaterThan(0);
    const per = (controls: { readiness: string; reason: string; sources: unknown[] }[], idOf: (c: any) => string) =>
      controls.map((c) => [idOf(c), c.readiness, c.reason, c.sources]);
    expect(per(assessed.controls, (c) => c.control_id_label)).toEqual(per(monitored.controls, (c) => c.controlId));

    const byId = new Map<string, any>(monitored.controls.map((c: any) => [c.controlId, c]));
    expect(byId.get("CC6.1")).toMatchObject({ status: "passed", readiness: "met" });
    // Board oversight is not met by a security policy: it is attested only.
    expect(byId.get("CC1.2")).toMatchObject({ status: "partial", readiness: "partial" });
    expect(byId.get("CC1.2").sources).toEqual([{ type: "attestation", title: "Risk assessment", detail: "attested in the business profile", counts: true }]);
    expect(byId.get("CC1.3").sources).toContainEqual({
      type: "document",
      id: isp.id,
      title: isp.title,
      detail: expect.stringMatching(/^information security policy, version 1 approved \d{1,2} \w{3} \d{4}$/),
      counts: true,
      version: { id: expect.any(String), number: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/), approvedAt: expect.any(String) },
    });
    expect(byId.get("CC4.2").sources).toContainEqual(expect.objectContaining({ type: "evidence", title: "Old penetration test", counts: false }));
    const legacy = new Map<string, any>(assessed.controls.map((c: any) => [c.control_id_label, c]));
    expect(legacy.get("CC6.1").status).toBe("satisfied");
    expect(legacy.get("CC4.2").status).toBe("stale"); // only expired evidence refers to it
    expect(legacy.get("CC7.2").status).toBe("missing");
  });
});

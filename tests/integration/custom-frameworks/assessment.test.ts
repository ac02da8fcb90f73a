import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as createEvidence } from "@/app/api/v1/evidence/route";
import { customAssessments } from "@/db/custom-frameworks";
import { accountEvents } from "@/db/events";
import { usageCounters } from "@/db/usage";
import { getDb } from "@/lib/db/client";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { addControlTo, createFramework, handlers as h, publishFramework } from "./routes";

async function evidence(a: TestAccount, title: string, controls: { framework: string; controlId: string }[], expiresAt?: string) {
  const res = await call(createEvidence, {
    path: "/api/v1/evidence",
    token: a.token,
    body: { title, url: `https://evidence.example.com/${encodeURIComponent(title)}`, controls, ...(expiresAt ? { expiresAt } : {}) },
  });
  if (res.status !== 201) throw new Error(`evidence failed ${res.status} ${res.text}`);
  return res.body.data;
}

async function setup() {
  const a = await createAccount({ tier: "scale" });
  const fw = await createFramework(a, { name: "Assessed" });
  await addControlTo(a, fw.id, {
    control_id_label: "MFA",
    title: "MFA enforced",
    evidence_requirements: "IdP report",
    standard_mappings: [{ framework: "soc2", controlId: "CC6.1" }],
  });
  await addControlTo(a, fw.id, { control_id_label: "BKP", title: "Backups tested", standard_mappings: [{ framework: "iso27001", controlId: "A.8.13" }] });
  await addControlTo(a, fw.id, { control_id_label: "LOG", title: "Logs kept" });
  return { a, fw };
}

const assess = (a: TestAccount, id: string) => call(h.assess, { method: "POST", path: "/x", token: a.token, params: { id } });
const latest = (a: TestAccount, id: string) => call(h.latest, { path: "/x", token: a.token, params: { id } });

describe("assessment", () => {
  it("refuses drafts with 409 framework_not_published and counts nothing", async () => {
    const { a, fw } = await setup();
    const res = await assess(a, fw.id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("framework_not_published");
    expect((await latest(a, fw.id)).status).toBe(404);
    expect(await getDb().select().from(usageCounters).where(eq(usageCounters.accountId, a.accountId))).toEqual([]);
  });

  it("changes as evidence is added and expires, stores each run and counts usage", async () => {
    const { a, fw } = await setup();
    await publishFramework(a, fw.id);

    const first = await assess(a, fw.id);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ frameworkId: fw.id, score: 0, status: "non_compliant" });
    expect(first.body.data.controls).toMatchObject([
      {
        control_id_label: "MFA",
        title: "MFA enforced",
        status: "missing",
        evidenceCount: 0,
        gaps: ["No evidence refers to MFA, SOC 2 (Trust Services Criteria) · CC6.1.", "Required evidence: IdP report"],
        readiness: "missing",
        sources: [],
      },
      {
        control_id_label: "BKP",
        title: "Backups tested",
        status: "missing",
        evidenceCount: 0,
        gaps: ["No evidence refers to BKP, ISO/IEC 27001:2022 · A.8.13."],
        readiness: "missing",
        sources: [],
      },
      {
        control_id_label: "LOG",
        title: "Logs kept",
        status: "missing",
        evidenceCount: 0,
        gaps: ["No evidence refers to LOG."],
        readiness: "missing",
        sources: [],
      },
    ]);
    expect(first.body.data.controls[2].reason).toContain("maps to no built-in control");

    // direct evidence on the custom control, and evidence through a standard mapping
    await evidence(a, "Log retention config", [{ framework: fw.id, controlId: "LOG" }]);
    await evidence(a, "Okta MFA report", [{ framework: "soc2", controlId: "CC6.1" }], new Date(Date.now() + 86_400_000).toISOString());
    const second = await assess(a, fw.id);
    expect(second.body.data).toMatchObject({ score: 66.67, status: "partially_compliant" });
    expect(second.body.data.controls.map((c: { status: string }) => c.status)).toEqual(["satisfied", "missing", "satisfied"]);

    // evidence that expired: stale
    await evidence(a, "Backup restore test", [{ framework: "iso27001", controlId: "A.8.13" }], new Date(Date.now() + 1500).toISOString());
    const third = await assess(a, fw.id);
    expect(third.body.data).toMatchObject({ score: 100, status: "compliant" });
    await new Promise((r) => setTimeout(r, 1600));
    const fourth = await assess(a, fw.id);
    expect(fourth.body.data).toMatchObject({ score: 66.67, status: "partially_compliant" });
    const bkp = fourth.body.data.controls[1];
    expect(bkp).toMatchObject({ status: "stale", evidenceCount: 1 });
    expect(bkp.gaps[0]).toMatch(/^Evidence "Backup restore test" expired on /);

    const got = await latest(a, fw.id);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(fourth.body.data);

    const stored = await getDb().select().from(customAssessments).where(eq(customAssessments.frameworkId, fw.id));
    expect(stored).toHaveLength(4);
    const [usage] = await getDb().select().from(usageCounters).where(eq(usageCounters.accountId, a.accountId));
    expect(usage.assessments).toBe(4);
    const events = await getDb().select().from(accountEvents).where(eq(accountEvents.action, "custom_framework.assessed"));
    expect(events.filter((e) => e.accountId === a.accountId)).toHaveLength(4);
  });

  it("ignores another account's evidence on the same built-in controls", async () => {
    const { a, fw } = await setup();
    await publishFramework(a, fw.id);
    const other = await createAccount({ tier: "scale" });
    await evidence(other, "Someone else's report", [{ framework: "soc2", controlId: "CC6.1" }]);
    const res = await assess(a, fw.id);
    expect(res.body.data.score).toBe(0);
  });

  it("answers 402 usage_limit_exceeded at the limit and stores nothing", async () => {
    const { a, fw } = await setup();
    await publishFramework(a, fw.id);
    const previous = process.env.USAGE_LIMITS;
    process.env.USAGE_LIMITS = JSON.stringify({ scale: 1 });
    try {
      expect((await assess(a, fw.id)).status).toBe(201);
      const refused = await assess(a, fw.id);
      expect(refused.status).toBe(402);
      expect(refused.body.error).toMatchObject({ code: "usage_limit_exceeded", details: { limit: 1, used: 1 } });
    } finally {
      if (previous === undefined) delete process.env.USAGE_LIMITS;
      else process.env.USAGE_LIMITS = previous;
    }
    expect(await getDb().select().from(customAssessments).where(eq(customAssessments.frameworkId, fw.id))).toHaveLength(1);
  });

  it("lets published frameworks be audited: getPublishedFrameworkForAudit and listPublishedFrameworks", async () => {
    const { getPublishedFrameworkForAudit } = await import("@/lib/custom-frameworks/get-published-framework-for-audit");
    const { listPublishedFrameworks } = await import("@/lib/custom-frameworks/list-published-frameworks");
    const { a, fw } = await setup();
    expect(await getPublishedFrameworkForAudit(getDb(), a.accountId, fw.id)).toBeNull();
    await publishFramework(a, fw.id);
    const snap = await getPublishedFrameworkForAudit(getDb(), a.accountId, fw.id);
    expect(snap).toMatchObject({ id: fw.id, name: "Assessed" });
    expect(snap!.controls.map((c) => c.controlId)).toEqual(["MFA", "BKP", "LOG"]);
    expect(snap!.controls[0]).toMatchObject({ title: "MFA enforced", description: "", category: "" });
    const other = await createAccount({ tier: "scale" });
    expect(await getPublishedFrameworkForAudit(getDb(), other.accountId, fw.id)).toBeNull();
    expect((await listPublishedFrameworks(getDb(), a.accountId)).map((f) => f.id)).toEqual([fw.id]);
    await call(h.remove, { method: "DELETE", path: "/x", token: a.token, params: { id: fw.id } });
    expect(await getPublishedFrameworkForAudit(getDb(), a.accountId, fw.id)).toBeNull();
    expect(await listPublishedFrameworks(getDb(), a.accountId)).toEqual([]);
  });
});

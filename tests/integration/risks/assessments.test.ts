import { describe, expect, it } from "vitest";
import { createAccount } from "../../helpers/accounts";
import { team } from "../../helpers/team";
import { createSchedule, noPractices, profile, runNow } from "../monitoring/helpers";
import { addFromLibrary, addRisk, assessment, assessmentCsv, assessments, editRisk, runAssessment, signOff } from "./helpers";

type Control = { controlId: string; readiness: string; reason: string; sources: { type: string; title: string; counts: boolean }[] };

describe("risk assessments", () => {
  it("snapshot the register; admins sign them off; a signed one never changes; viewers read and export them", async () => {
    const t = await team();
    const added = await addFromLibrary(t.member.token, { ids: ["stolen-credentials", "vendor-breach"], ownerId: t.member.userId });
    expect(added.status, added.text).toBe(201);
    expect((await runAssessment(t.viewer.token)).status).toBe(403);
    const draft = await runAssessment(t.member.token, { title: "Annual risk assessment 2026", assessedOn: "2026-06-30" });
    expect(draft.status, draft.text).toBe(201);
    expect(draft.body.data).toMatchObject({
      title: "Annual risk assessment 2026",
      status: "draft",
      assessedOn: "2026-06-30",
      riskCount: 2,
      createdBy: { name: "Sam Engineer" },
      signedAt: null,
      scale: { likelihood: ["Rare", "Unlikely", "Possible", "Likely", "Almost certain"] },
    });
    expect(draft.body.data.risks[0]).toMatchObject({
      reference: "R-1",
      inherentScore: 16,
      treatment: "mitigate",
      owner: { name: "Sam Engineer" },
      controls: expect.arrayContaining([{ framework: "soc2", controlId: "CC6.1" }]),
    });
    // The snapshot does not follow the register.
    await editRisk(t.member.token, draft.body.data.risks[0].riskId, { inherentLikelihood: 1, inherentImpact: 1 });
    expect((await assessment(t.viewer.token, draft.body.data.id)).body.data.risks[0].inherentScore).toBe(16);

    const id = draft.body.data.id as string;
    expect((await signOff(t.member.token, id)).status).toBe(403);
    const signed = await signOff(t.admin.token, id, { summary: "Reviewed with the founders." });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.data).toMatchObject({ status: "signed", signedBy: { name: "Ada Admin" }, summary: "Reviewed with the founders." });
    const again = await signOff(t.owner.token, id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("conflict");

    await runAssessment(t.member.token);
    const list = await assessments(t.viewer.token);
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((a: { status: string }) => a.status)).toEqual(["draft", "signed"]);
    expect(list.body.data[0]).not.toHaveProperty("risks");
    expect((await assessments(t.viewer.token, "?status=signed")).body.data).toHaveLength(1);

    const csv = await assessmentCsv(t.viewer.token, id);
    expect(csv.status, csv.text).toBe(200);
    const lines = csv.text.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Annual risk assessment 2026,30 Jun 2026,Signed off,"Signed off by Ada Admin on /);
    expect(lines[2]).toMatch(/^Reference,Title,Category,Status,Owner,/);
    expect(lines).toHaveLength(5);

    const other = await createAccount();
    expect((await assessment(other.token, id)).status).toBe(404);
    expect((await assessmentCsv(other.token, id)).status).toBe(404);
    expect((await signOff(other.token, id)).status).toBe(404);
    expect((await assessments(other.token)).body.data).toEqual([]);
  });

  it("readiness: the risk-assessment controls are missing without an assessment, partial while drafted, met once signed with treatment under way", async () => {
    const t = await team();
    const s = await createSchedule(t.owner, { frameworkId: "soc2", frequency: "monthly", businessProfile: profile(noPractices) });
    const check = async (id = "CC3.2") => {
      const res = await runNow(t.owner, s.id);
      expect(res.status, res.text).toBe(200);
      return (res.body.data.controls as Control[]).find((c) => c.controlId === id)!;
    };
    expect(await check()).toMatchObject({
      readiness: "missing",
      reason: expect.stringMatching(/^Not met: missing risk assessment\. To fix: run the risk assessment/),
    });

    const risk = (await addRisk(t.member.token, { title: "Stolen credentials", category: "security", inherentLikelihood: 4, inherentImpact: 4 })).body.data;
    const draft = (await runAssessment(t.member.token, { title: "Risk assessment 2026" })).body.data;
    expect(await check()).toMatchObject({
      readiness: "partial",
      reason: 'Partly met: the risk assessment "Risk assessment 2026" is drafted but not signed off. To fix: have an owner or admin sign it off.',
      sources: [{ type: "risk_assessment", title: "Risk assessment 2026", counts: false }],
    });

    await signOff(t.owner.token, draft.id);
    const untreated = await check();
    expect(untreated.readiness).toBe("partial");
    expect(untreated.reason).toMatch(/signed off on .*, but no open risk's treatment is under way/);

    await editRisk(t.member.token, risk.id, { treatment: "mitigate", status: "treating" });
    const met = await check();
    expect(met.readiness).toBe("met");
    expect(met.reason).toMatch(
      /^Met by the risk assessment "Risk assessment 2026", signed off on .*; treatment is under way for 1 of the register's 1 open risk\.$/,
    );
    expect(met.sources[0]).toMatchObject({ type: "risk_assessment", counts: true });
    for (const id of ["CC3.1", "CC3.3", "CC3.4", "CC9.1"]) expect((await check(id)).readiness, id).toBe("met");
    // A control a risk assessment does not answer is weighed as before.
    expect((await check("CC6.1")).readiness).toBe("missing");
  });
});

import { describe, expect, it } from "vitest";
import { isRiskAssessmentControl, riskAssessmentVerdict } from "@/lib/readiness/internal/risk-assessment";
import type { RiskAssessmentFact } from "@/lib/risks";

const now = new Date("2026-12-08T12:00:00Z");
const none: RiskAssessmentFact = { signed: null, draft: null, register: { open: 0, treated: 0 } };
const signed = (signedAt: string) => ({ id: "a1", title: "Risk assessment 2026", assessedOn: signedAt.slice(0, 10), signedAt, risks: 3 });
const missing = { status: "missing" as const, reason: "Not met: missing risk assessment." };

describe("the risk-assessment controls", () => {
  it("are SOC 2 CC3.1–CC3.4 and CC9.1, ISO/IEC 27001 6.1.2, 6.1.3, 8.2, 8.3, the HIPAA risk analysis and management, CSF ID.RA-03 to -06", () => {
    for (const [framework, controlId] of [
      ["soc2", "CC3.2"],
      ["soc2", "CC9.1"],
      ["iso27001", "6.1.3"],
      ["iso27001", "8.3"],
      ["hipaa", "164.308(a)(1)(ii)(A)"],
      ["nist-csf-2", "ID.RA-05"],
    ]) {
      expect(isRiskAssessmentControl([{ framework, controlId }]), `${framework} ${controlId}`).toBe(true);
    }
    expect(isRiskAssessmentControl([{ framework: "soc2", controlId: "CC6.1" }])).toBe(false);
    expect(
      isRiskAssessmentControl([
        { framework: "custom-id", controlId: "X-1" },
        { framework: "soc2", controlId: "CC3.1" },
      ]),
    ).toBe(true);
  });

  it("are met by a signed assessment under 12 months old with treatment under way, and say which", () => {
    const v = riskAssessmentVerdict({ signed: signed("2026-03-01T10:00:00Z"), draft: null, register: { open: 4, treated: 2 } }, missing, now);
    expect(v.status).toBe("met");
    expect(v.reason).toBe(
      'Met by the risk assessment "Risk assessment 2026", signed off on 1 Mar 2026; treatment is under way for 2 of the register\'s 4 open risks.',
    );
    expect(v.sources).toEqual([{ type: "risk_assessment", id: "a1", title: "Risk assessment 2026", detail: "signed off 1 Mar 2026", counts: true }]);
  });

  it("are partial while signed without treatment, or while only drafted; missing once the signed one is older than 12 months", () => {
    expect(riskAssessmentVerdict({ signed: signed("2026-03-01T10:00:00Z"), draft: null, register: { open: 4, treated: 0 } }, missing, now).status).toBe(
      "partial",
    );
    const draft = { id: "d1", title: "Draft 2026", assessedOn: "2026-12-01" };
    const drafted = riskAssessmentVerdict({ signed: null, draft, register: { open: 1, treated: 1 } }, missing, now);
    expect(drafted).toMatchObject({
      status: "partial",
      reason: 'Partly met: the risk assessment "Draft 2026" is drafted but not signed off. To fix: have an owner or admin sign it off.',
    });
    const stale = riskAssessmentVerdict({ signed: signed("2025-12-01T10:00:00Z"), draft: null, register: { open: 1, treated: 1 } }, missing, now);
    expect(stale.status).toBe("missing");
    expect(stale.reason).toMatch(/^Not met: The last signed assessment, "Risk assessment 2026", was signed off on 1 Dec 2025, more than 12 months ago\./);
    expect(stale.sources[0]).toMatchObject({ counts: false, detail: "signed off 1 Dec 2025, more than 12 months ago" });
  });

  it("before the first assessment, are missing, or partial at most through what else supports them (a file is not an assessment)", () => {
    expect(riskAssessmentVerdict(none, missing, now)).toMatchObject({
      status: "missing",
      reason: expect.stringMatching(/^Not met: missing risk assessment\. To fix: run/),
    });
    const byFile = riskAssessmentVerdict(none, { status: "met", reason: 'Met by evidence "Risk register.xlsx".' }, now);
    expect(byFile.status).toBe("partial");
    expect(byFile.reason).toMatch(/^Partly met: evidence "Risk register.xlsx"\. Only a signed risk assessment meets it\./);
    expect(riskAssessmentVerdict(none, { status: "partial", reason: "Attested only: …" }, now).status).toBe("partial");
  });
});

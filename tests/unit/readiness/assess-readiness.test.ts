import { describe, expect, it } from "vitest";
import { getBuiltinFramework } from "@/lib/frameworks/internal/catalog";
import { assessReadiness } from "@/lib/readiness/assess-readiness";
import { builtinReadinessControl, customReadinessControl } from "@/lib/readiness/internal/controls";
import { documentFactsOf } from "@/lib/readiness/internal/facts";
import { assessmentStatusOf, monitoringStatusOf } from "@/lib/readiness/internal/status-vocabularies";
import type { ReadinessFacts } from "@/lib/readiness/internal/types";

const NOW = new Date("2026-06-01T00:00:00.000Z");
const facts = (over: Partial<ReadinessFacts> = {}): ReadinessFacts => ({ evidence: [], documents: [], attestations: [], tests: [], dataTypes: null, ...over });
const soc2 = (id: string) => builtinReadinessControl("soc2", id, getBuiltinFramework("soc2")!.controls.find((c) => c.controlId === id)!.title);
const one = (control: ReturnType<typeof soc2>, f: ReadinessFacts) => assessReadiness([control], f, NOW).controls[0];

describe("assessReadiness", () => {
  it("is missing with nothing, and says what would count", () => {
    const c = one(soc2("CC6.1"), facts());
    expect(c).toMatchObject({ controlId: "CC6.1", status: "missing", sources: [] });
    expect(c.reason).toMatch(/^Not met: missing access control and reviews, multi-factor authentication and encryption at rest\./);
  });

  it("meets a control with current evidence, and lists expired evidence without counting it", () => {
    const evidence = [
      { id: "e1", title: "Okta report", controls: [{ framework: "soc2", controlId: "CC6.1" }], expiresAt: "2026-12-31T00:00:00.000Z" },
      { id: "e2", title: "Old report", controls: [{ framework: "soc2", controlId: "CC6.1" }], expiresAt: "2026-03-01T00:00:00.000Z" },
    ];
    const met = one(soc2("CC6.1"), facts({ evidence }));
    expect(met.status).toBe("met");
    expect(met.sources).toEqual([
      { type: "evidence", id: "e1", title: "Okta report", detail: "current until 31 Dec 2026", counts: true },
      { type: "evidence", id: "e2", title: "Old report", detail: "expired 1 Mar 2026", counts: false },
    ]);
    const stale = one(soc2("CC6.1"), facts({ evidence: [evidence[1]] }));
    expect(stale.status).toBe("missing");
    expect(stale.reason).toContain('Evidence "Old report" expired on 1 Mar 2026; renew it.');
    expect(assessmentStatusOf(stale)).toBe("stale");
    // Expiring exactly now is expired.
    expect(one(soc2("CC6.1"), facts({ evidence: [{ ...evidence[0], expiresAt: NOW.toISOString() }] })).status).toBe("missing");
  });

  it("counts a document only when the control names its kind (board oversight is not met by a security policy)", () => {
    const documents = documentFactsOf([
      { id: "d1", title: "Information Security Policy", templateId: "information-security-policy" },
      { id: "d2", title: "Privacy Notice", templateId: "privacy-policy" },
    ]);
    expect(documents.map((d) => d.kind)).toEqual(["information_security_policy", "privacy_policy"]);
    const board = one(soc2("CC1.2"), facts({ documents }));
    expect(board).toMatchObject({ status: "missing", sources: [] });
    const risk = one(soc2("CC3.1"), facts({ documents }));
    expect(risk.status).toBe("missing");
    const structure = one(soc2("CC1.3"), facts({ documents }));
    expect(structure).toMatchObject({ status: "met", reason: 'Met by the approved document "Information Security Policy".' });
    expect(structure.sources).toEqual([
      { type: "document", id: "d1", title: "Information Security Policy", detail: "information security policy", counts: true },
    ]);
    expect(one(soc2("P1.1"), facts({ documents })).status).toBe("met");
    // A document whose template is gone has no kind and counts for nothing.
    expect(one(soc2("CC1.3"), facts({ documents: documentFactsOf([{ id: "x", title: "Old", templateId: "gone" }]) })).status).toBe("missing");
  });

  it("gives attestation alone partial credit, labelled attested only", () => {
    const c = one(soc2("CC1.2"), facts({ attestations: [{ practice: "riskAssessment", statedIn: "the business profile" }] }));
    expect(c.status).toBe("partial");
    expect(c.reason).toMatch(/^Attested only: Risk assessment is attested in the business profile, which an auditor will not accept alone\./);
    expect(c.sources).toEqual([{ type: "attestation", title: "Risk assessment", detail: "attested in the business profile", counts: true }]);
    // With evidence too, the control is met and the attestation is still shown as such.
    const withEvidence = one(
      soc2("CC1.2"),
      facts({
        attestations: [{ practice: "riskAssessment", statedIn: "the business profile" }],
        evidence: [{ id: "e", title: "Board minutes", controls: [{ framework: "soc2", controlId: "CC1.2" }], expiresAt: null }],
      }),
    );
    expect(withEvidence).toMatchObject({ status: "met", reason: 'Met by evidence "Board minutes". Also attested: Risk assessment.' });
  });

  it("weighs automated tests: passing meets, failing holds a control at partial", () => {
    const test = {
      id: "t1",
      title: "MFA enforced in the IdP",
      controls: [{ framework: "soc2", controlId: "CC6.1" }],
      passed: true,
      checkedAt: "2026-05-31T10:00:00.000Z",
    };
    const pass = one(soc2("CC6.1"), facts({ tests: [test] }));
    expect(pass).toMatchObject({ status: "met", reason: 'Met by the passing test "MFA enforced in the IdP".' });
    expect(pass.sources).toEqual([{ type: "test", id: "t1", title: "MFA enforced in the IdP", detail: "passing on 31 May 2026", counts: true }]);
    const evidence = [{ id: "e", title: "Okta report", controls: [{ framework: "soc2", controlId: "CC6.1" }], expiresAt: null }];
    const failing = one(soc2("CC6.1"), facts({ evidence, tests: [{ ...test, passed: false }] }));
    expect(failing.status).toBe("partial");
    expect(failing.reason).toContain('the automated test "MFA enforced in the IdP" fails');
    expect(one(soc2("CC6.1"), facts({ tests: [{ ...test, passed: false }] })).status).toBe("missing");
  });

  it("leaves out controls the declared data types do not bring into scope, and keeps them without a profile", () => {
    const art8 = builtinReadinessControl("gdpr", "Art. 8", "Children");
    expect(one(art8, facts({ dataTypes: ["personal_data"] }))).toMatchObject({ status: "not_applicable", sources: [] });
    expect(one(art8, facts({ dataTypes: ["children_data"] })).status).toBe("missing");
    expect(one(art8, facts({ dataTypes: null })).status).toBe("missing");
  });

  it("scores 100 × (met + ½ partial) / applicable, and derives the older vocabularies in one place", () => {
    const controls = [soc2("CC1.2"), soc2("CC6.1"), soc2("CC7.2"), builtinReadinessControl("gdpr", "Art. 8", "Children")];
    const out = assessReadiness(
      controls,
      facts({
        dataTypes: [],
        attestations: [{ practice: "logging", statedIn: "the business profile" }],
        evidence: [{ id: "e", title: "Okta", controls: [{ framework: "soc2", controlId: "CC6.1" }], expiresAt: null }],
      }),
      NOW,
    );
    expect(out.controls.map((c) => c.status)).toEqual(["missing", "met", "partial", "not_applicable"]);
    expect(out.score).toBe(50);
    expect(out.controls.map((c) => monitoringStatusOf(c.status))).toEqual(["failed", "passed", "partial", "not_applicable"]);
    expect(out.controls.map((c) => assessmentStatusOf(c))).toEqual(["missing", "satisfied", "missing", "not_applicable"]);
    expect(assessReadiness([], facts(), NOW).score).toBe(0);
  });

  it("assesses a custom control by its mappings and its own references, like the built-in it clones", () => {
    const evidence = [{ id: "e", title: "Own", controls: [{ framework: "cf", controlId: "X-1" }], expiresAt: null }];
    const cloned = customReadinessControl("cf", "CC6.1", "Clone", [{ framework: "soc2", controlId: "CC6.1" }]);
    const attestations = [{ practice: "mfa" as const, statedIn: "the business profile" }];
    const a = one(cloned, facts({ attestations }));
    const b = one(soc2("CC6.1"), facts({ attestations }));
    expect({ ...a, title: "" }).toEqual({ ...b, title: "" });
    const unmapped = customReadinessControl("cf", "X-1", "Own control", []);
    expect(one(unmapped, facts()).reason).toContain("maps to no built-in control");
    expect(one(unmapped, facts({ evidence })).status).toBe("met");
  });

  it("is deterministic whatever order the facts arrive in", () => {
    const evidence = [
      { id: "b", title: "B", controls: [{ framework: "soc2", controlId: "CC6.1" }], expiresAt: null },
      { id: "a", title: "A", controls: [{ framework: "soc2", controlId: "CC6.1" }], expiresAt: null },
    ];
    const x = assessReadiness([soc2("CC6.1")], facts({ evidence }), NOW);
    const y = assessReadiness([soc2("CC6.1")], facts({ evidence: [...evidence].reverse() }), NOW);
    expect(y).toEqual(x);
    expect(x.controls[0].reason).toBe('Met by evidence "A" and "B".');
  });
});

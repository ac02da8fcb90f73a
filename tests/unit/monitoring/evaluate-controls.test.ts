import { describe, expect, it } from "vitest";
import { builtinFrameworks, getBuiltinFramework } from "@/lib/frameworks/internal/catalog";
import { evaluateFramework, type CheckInputs, type FrameworkToCheck } from "@/lib/monitoring/internal/evaluate-controls";
import { PRACTICE_KEYS, type PracticeKey } from "@/lib/monitoring/internal/practices";
import { businessProfileSchema } from "@/lib/monitoring/schemas";

const NOW = new Date("2026-11-22T10:00:00.000Z");

function profile(practices: Partial<Record<PracticeKey, boolean>>, dataTypes: string[] = []) {
  return businessProfileSchema.parse({ companyName: "Acme", practices, dataTypes });
}
const all = Object.fromEntries(PRACTICE_KEYS.map((k) => [k, true]));
const none = Object.fromEntries(PRACTICE_KEYS.map((k) => [k, false]));

function builtin(id: string): FrameworkToCheck {
  const fw = getBuiltinFramework(id)!;
  return { id, kind: "builtin", controls: fw.controls.map((c) => ({ controlId: c.controlId, title: c.title })) };
}

function inputs(over: Partial<CheckInputs> = {}): CheckInputs {
  return { profile: profile(all), evidence: [], documents: [], passThreshold: 80, now: NOW, ...over };
}

describe("evaluateFramework", () => {
  for (const fw of builtinFrameworks) {
    it(`${fw.id}: attesting every practice alone gives half credit (attested only), attesting none 0`, () => {
      const attested = evaluateFramework(builtin(fw.id), inputs());
      expect(attested.score).toBe(50);
      expect(attested.status).toBe("failed");
      expect(evaluateFramework(builtin(fw.id), inputs({ passThreshold: 50 })).status).toBe("passed");
      expect(attested.controls).toHaveLength(fw.controls.length);
      for (const c of attested.controls.filter((c) => c.status !== "not_applicable")) {
        expect(c).toMatchObject({ status: "partial", readiness: "partial" });
        expect(c.reason).toMatch(/^Attested only: /);
        expect(c.sources.every((s) => s.type === "attestation" && s.detail === "attested in the business profile")).toBe(true);
      }
      const fail = evaluateFramework(builtin(fw.id), inputs({ profile: profile(none) }));
      expect(fail.status).toBe("failed");
      expect(fail.score).toBe(0);
      for (const c of fail.controls.filter((c) => c.status !== "not_applicable")) {
        expect(c.status).toBe("failed");
        expect(c.reason).toMatch(/To count as met: attach current evidence to this control.* or connect an automated test\.$/);
      }
    });
  }

  it("gives half credit to an attested control and names what is not attested", () => {
    const out = evaluateFramework(builtin("soc2"), inputs({ profile: profile({ ...none, accessReviews: true }) }));
    const cc61 = out.controls.find((c) => c.controlId === "CC6.1")!;
    expect(cc61.status).toBe("partial");
    expect(cc61.reason).toContain("Attested only: Access control and reviews is attested in the business profile");
    expect(cc61.reason).toContain("Not attested: multi-factor authentication and encryption at rest");
    expect(cc61.reason).toContain("enforce multi-factor authentication");
    expect(cc61.sources).toEqual([{ type: "attestation", title: "Access control and reviews", detail: "attested in the business profile", counts: true }]);
    expect(out.controls.find((c) => c.controlId === "CC6.2")!.status).toBe("partial");
    expect(out.score).toBeGreaterThan(0);
    expect(out.score).toBeLessThan(80);
  });

  it("counts fresh evidence on a control, and says when evidence expired", () => {
    const evidence = [
      { id: "e1", title: "Okta MFA policy", controls: [{ framework: "soc2", controlId: "CC6.1" }], expiresAt: null },
      { id: "e2", title: "Old pen test", controls: [{ framework: "soc2", controlId: "CC4.1" }], expiresAt: "2026-01-31T00:00:00.000Z" },
    ];
    const out = evaluateFramework(builtin("soc2"), inputs({ profile: profile(none), evidence }));
    expect(out.controls.find((c) => c.controlId === "CC6.1")).toEqual({
      controlId: "CC6.1",
      status: "passed",
      readiness: "met",
      reason: 'Met by evidence "Okta MFA policy".',
      sources: [{ type: "evidence", id: "e1", title: "Okta MFA policy", detail: "current", counts: true }],
    });
    const cc41 = out.controls.find((c) => c.controlId === "CC4.1")!;
    expect(cc41.status).toBe("failed");
    expect(cc41.reason).toContain('Evidence "Old pen test" expired on 31 Jan 2026');
    expect(cc41.sources).toContainEqual({ type: "evidence", id: "e2", title: "Old pen test", detail: "expired 31 Jan 2026", counts: false });
  });

  it("counts a generated document only for the controls that name its kind", () => {
    const documents = [{ id: "d1", title: "Acme Privacy Policy", templateId: "privacy-policy", category: "privacy-policy" }];
    const out = evaluateFramework(builtin("gdpr"), inputs({ profile: profile(none, ["personal_data"]), documents }));
    expect(out.controls.find((c) => c.controlId === "Art. 13")!.reason).toBe('Met by the approved document "Acme Privacy Policy".');
    // Art. 6 (lawful basis) needs the privacy programme, which a privacy notice does not prove.
    expect(out.controls.find((c) => c.controlId === "Art. 6")!.status).toBe("failed");
    expect(out.controls.find((c) => c.controlId === "Art. 32")!.status).toBe("failed");
  });

  it("leaves out controls that the declared data types do not bring into scope", () => {
    const without = evaluateFramework(builtin("gdpr"), inputs({ profile: profile(all, ["personal_data"]) }));
    const art8 = without.controls.find((c) => c.controlId === "Art. 8")!;
    expect(art8.status).toBe("not_applicable");
    expect(art8.reason).toContain("children_data");
    const withChildren = evaluateFramework(builtin("gdpr"), inputs({ profile: profile(none, ["children_data"]) }));
    expect(withChildren.controls.find((c) => c.controlId === "Art. 8")!.status).toBe("failed");
  });

  it("is deterministic whatever order evidence and documents arrive in", () => {
    const evidence = [
      { id: "b", title: "B", controls: [{ framework: "iso27001", controlId: "A.5.15" }], expiresAt: null },
      { id: "a", title: "A", controls: [{ framework: "iso27001", controlId: "A.5.15" }], expiresAt: null },
    ];
    const documents = [
      { id: "2", title: "Z policy", templateId: "data-retention", category: null },
      { id: "1", title: "Y policy", templateId: "data-retention", category: null },
    ];
    const p = profile({ mfa: true, backups: true });
    const one = evaluateFramework(builtin("iso27001"), inputs({ profile: p, evidence, documents }));
    const two = evaluateFramework(builtin("iso27001"), inputs({ profile: p, evidence: [...evidence].reverse(), documents: [...documents].reverse() }));
    expect(two).toEqual(one);
    expect(one.controls.find((c) => c.controlId === "A.5.15")!.reason).toBe('Met by evidence "A" and "B".');
  });

  it("scores a custom framework through its standard mappings and its own evidence", () => {
    const custom: FrameworkToCheck = {
      id: "cf_1",
      kind: "custom",
      controls: [
        {
          controlId: "ACME-1",
          title: "MFA everywhere",
          mappings: [
            { framework: "soc2", controlId: "CC6.1" },
            { framework: "iso27001", controlId: "A.8.5" },
          ],
        },
        { controlId: "ACME-2", title: "Backups", mappings: [{ framework: "nist-csf-2", controlId: "PR.DS-11" }] },
        { controlId: "ACME-3", title: "Unmapped", mappings: [] },
      ],
    };
    const out = evaluateFramework(custom, inputs({ profile: profile({ backups: true }) }));
    expect(out.controls.map((c) => c.status)).toEqual(["failed", "partial", "failed"]);
    expect(out.controls[2].reason).toContain("maps to no built-in control");
    const withEvidence = evaluateFramework(
      custom,
      inputs({
        profile: profile(all),
        evidence: [{ id: "e", title: "Runbook", controls: [{ framework: "cf_1", controlId: "ACME-3" }], expiresAt: null }],
      }),
    );
    // Attestations alone give ACME-1 and ACME-2 half credit; ACME-3's own evidence meets it.
    expect(withEvidence.controls.map((c) => c.status)).toEqual(["partial", "partial", "passed"]);
    expect(withEvidence.score).toBe(66.67);
  });

  it("applies the pass threshold", () => {
    const p = profile({ ...all, mfa: false });
    const strict = evaluateFramework(builtin("pci-dss-4"), inputs({ profile: p, passThreshold: 100 }));
    expect(strict.status).toBe("failed");
    const lenient = evaluateFramework(builtin("pci-dss-4"), inputs({ profile: p, passThreshold: 50 }));
    expect(lenient.status).toBe("passed");
    expect(lenient.score).toBe(strict.score);
  });
});

describe("packControls / unpackControls", () => {
  it("stores each distinct reason once and restores the outcomes exactly", async () => {
    const { packControls, unpackControls } = await import("@/lib/monitoring/internal/serialize");
    const out = evaluateFramework(builtin("nist-800-53"), inputs({ profile: profile({ mfa: true }) }));
    const packed = packControls(out.controls);
    expect(packed.controls).toHaveLength(out.controls.length);
    expect(new Set(packed.reasons).size).toBe(packed.reasons.length);
    expect(packed.reasons.length).toBeLessThan(100);
    expect(unpackControls(JSON.parse(JSON.stringify(packed)))).toEqual(out.controls);
  });
});

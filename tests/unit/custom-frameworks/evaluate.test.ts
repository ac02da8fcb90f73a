import { describe, expect, it } from "vitest";
import { evaluateFramework, type EvaluatedControl, type EvidenceForAssessment } from "@/lib/custom-frameworks/internal/evaluate";

const now = new Date("2026-06-01T00:00:00.000Z");
const controls: EvaluatedControl[] = [
  { control_id_label: "C-1", title: "Direct", evidence_requirements: null, standard_mappings: [] },
  { control_id_label: "C-2", title: "Mapped", evidence_requirements: "MFA report", standard_mappings: [{ framework: "soc2", controlId: "CC6.1" }] },
  { control_id_label: "C-3", title: "Nothing", evidence_requirements: null, standard_mappings: [{ framework: "iso27001", controlId: "A.8.5" }] },
];
const ev = (id: string, refs: [string, string][], expiresAt: string | null = null): EvidenceForAssessment => ({
  id,
  title: `Evidence ${id}`,
  expiresAt: expiresAt ? new Date(expiresAt) : null,
  controls: refs.map(([framework, controlId]) => ({ framework, controlId })),
});

describe("evaluateFramework", () => {
  it("marks everything missing without evidence", () => {
    const r = evaluateFramework("fw", controls, { evidence: [] }, now);
    expect(r.score).toBe(0);
    expect(r.status).toBe("non_compliant");
    expect(r.controls.map((c) => c.status)).toEqual(["missing", "missing", "missing"]);
    expect(r.controls[1].gaps.join(" ")).toContain("SOC 2 (Trust Services Criteria) · CC6.1");
    expect(r.controls[1].gaps.join(" ")).toMatch(/MFA report/);
  });

  it("counts direct and mapped evidence, and expired evidence as stale", () => {
    const r = evaluateFramework(
      "fw",
      controls,
      {
        evidence: [
          ev("e1", [["fw", "C-1"]]),
          ev("e2", [["soc2", "CC6.1"]], "2026-12-01T00:00:00.000Z"),
          ev("e3", [["iso27001", "A.8.5"]], "2026-05-31T23:59:59.000Z"),
          ev("other", [["fw2", "C-3"]]),
        ],
      },
      now,
    );
    expect(r.controls.map((c) => c.status)).toEqual(["satisfied", "satisfied", "stale"]);
    expect(r.controls.map((c) => c.evidenceCount)).toEqual([1, 1, 1]);
    expect(r.score).toBe(66.67);
    expect(r.status).toBe("partially_compliant");
    expect(r.controls[2].gaps[0]).toMatch(/expired on 31 May 2026/);
  });

  it("is compliant when every control is satisfied; an item expiring exactly now is stale", () => {
    const all = [
      ev("a", [
        ["fw", "C-1"],
        ["fw", "C-2"],
        ["fw", "C-3"],
      ]),
    ];
    expect(evaluateFramework("fw", controls, { evidence: all }, now)).toMatchObject({ score: 100, status: "compliant" });
    const atNow = [ev("a", [["fw", "C-1"]], now.toISOString())];
    expect(evaluateFramework("fw", controls.slice(0, 1), { evidence: atNow }, now).controls[0].status).toBe("stale");
  });

  it("counts one item once even when it refers to a control and its mapping", () => {
    const r = evaluateFramework(
      "fw",
      controls,
      {
        evidence: [
          ev("x", [
            ["fw", "C-2"],
            ["soc2", "CC6.1"],
          ]),
        ],
      },
      now,
    );
    expect(r.controls[1].evidenceCount).toBe(1);
  });
});

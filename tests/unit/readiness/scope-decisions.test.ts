import { describe, expect, it } from "vitest";
import { assessReadiness } from "@/lib/readiness/assess-readiness";
import { builtinReadinessControl } from "@/lib/readiness/internal/controls";
import type { ReadinessFacts } from "@/lib/readiness/internal/types";

const NOW = new Date("2026-06-01T00:00:00.000Z");
const facts = (over: Partial<ReadinessFacts> = {}): ReadinessFacts => ({ evidence: [], documents: [], attestations: [], tests: [], dataTypes: null, ...over });
const controls = ["A.5.15", "A.8.30"].map((id) => builtinReadinessControl("iso27001", id, id));
const evidence = [{ id: "e1", title: "Access policy", controls: [{ framework: "iso27001", controlId: "A.5.15" }], expiresAt: null }];

describe("scope decisions in the readiness model", () => {
  it("an excluded control is not applicable, with its justification as reason, and leaves the score", () => {
    const without = assessReadiness(controls, facts({ evidence }), NOW);
    expect(without.score).toBe(50);
    const scope = [{ controlId: "A.8.30", applicable: false, justification: "No software is developed in-house." }];
    const within = assessReadiness(controls, facts({ evidence, scope }), NOW);
    expect(within.controls[1]).toEqual({
      controlId: "A.8.30",
      title: "A.8.30",
      status: "not_applicable",
      reason: "Excluded from scope: No software is developed in-house.",
      sources: [],
    });
    expect(within.score).toBe(100);
  });

  it("outranks what the evidence shows, and an applicable decision changes nothing", () => {
    const excluded = assessReadiness(controls, facts({ evidence, scope: [{ controlId: "A.5.15", applicable: false, justification: "Out" }] }), NOW);
    expect(excluded.controls[0].status).toBe("not_applicable");
    const included = assessReadiness(
      controls,
      facts({ evidence, scope: [{ controlId: "A.5.15", applicable: true, justification: "Risk treatment R-12" }] }),
      NOW,
    );
    expect(included).toEqual(assessReadiness(controls, facts({ evidence }), NOW));
  });
});

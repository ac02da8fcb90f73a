import { describe, expect, it } from "vitest";
import { MAPPING_RELATIONSHIPS, type MappingRelationship } from "@/db/custom-frameworks";
import { crosswalkGraph, crosswalkSources, frameworksReachedByCrosswalks } from "@/lib/frameworks/internal/crosswalk";
import { MappingGraph } from "@/lib/frameworks/internal/mapping-graph";
import { composeRelationships, inverseRelationship, supportOf } from "@/lib/frameworks/internal/relationships";

const STRENGTH: Record<MappingRelationship, number> = { equivalent: 3, subset_of: 2, superset_of: 2, intersects_with: 1 };

describe("relationship algebra", () => {
  it("turns a relationship around: subset ↔ superset, equivalent and intersects symmetric, unstated stays unstated", () => {
    expect(inverseRelationship("subset_of")).toBe("superset_of");
    expect(inverseRelationship("superset_of")).toBe("subset_of");
    expect(inverseRelationship("equivalent")).toBe("equivalent");
    expect(inverseRelationship("intersects_with")).toBe("intersects_with");
    expect(inverseRelationship(null)).toBeNull();
    for (const r of MAPPING_RELATIONSHIPS) expect(inverseRelationship(inverseRelationship(r))).toBe(r);
  });

  it("composes only what set inclusion proves, never stronger than the weakest link", () => {
    expect(composeRelationships("equivalent", "subset_of")).toBe("subset_of");
    expect(composeRelationships("superset_of", "equivalent")).toBe("superset_of");
    expect(composeRelationships("equivalent", "equivalent")).toBe("equivalent");
    expect(composeRelationships("subset_of", "subset_of")).toBe("subset_of");
    expect(composeRelationships("superset_of", "superset_of")).toBe("superset_of");
    // A ⊂ B ⊃ C: A and C both sit inside B, nothing more is known.
    expect(composeRelationships("subset_of", "superset_of")).toBe("intersects_with");
    expect(composeRelationships("superset_of", "subset_of")).toBe("intersects_with");
    expect(composeRelationships("intersects_with", "intersects_with")).toBe("intersects_with");
    expect(composeRelationships("intersects_with", "equivalent")).toBe("intersects_with");
    expect(composeRelationships(null, "equivalent")).toBeNull();
    for (const a of MAPPING_RELATIONSHIPS) {
      for (const b of MAPPING_RELATIONSHIPS) {
        const c = composeRelationships(a, b)!;
        expect(STRENGTH[c], `${a} ∘ ${b} = ${c}`).toBeLessThanOrEqual(Math.min(STRENGTH[a], STRENGTH[b]));
        // Read the other way round, the chain implies the inverse.
        expect(composeRelationships(inverseRelationship(b), inverseRelationship(a))).toBe(inverseRelationship(c));
      }
    }
  });

  it("counts support in full only for a direct mapping covering the control, or a person's unstated one", () => {
    expect(supportOf({ relationship: "equivalent", origin: "crosswalk", kind: "direct" })).toBe("full");
    expect(supportOf({ relationship: "superset_of", origin: "user", kind: "direct" })).toBe("full");
    expect(supportOf({ relationship: "subset_of", origin: "crosswalk", kind: "direct" })).toBe("partial");
    expect(supportOf({ relationship: "intersects_with", origin: "copied", kind: "direct" })).toBe("partial");
    expect(supportOf({ relationship: null, origin: "user", kind: "direct" })).toBe("full");
    expect(supportOf({ relationship: null, origin: "crosswalk", kind: "direct" })).toBe("partial");
    expect(supportOf({ relationship: "equivalent", origin: "crosswalk", kind: "derived" })).toBe("partial");
  });
});

describe("mapping graph", () => {
  const node = (framework: string, controlId: string) => ({ framework, controlId });
  const small = () => {
    const g = new MappingGraph();
    g.add({ from: node("a", "A1"), to: node("m", "M1"), relationship: "subset_of", provenance: { origin: "crosswalk" } });
    g.add({ from: node("m", "M1"), to: node("c", "C1"), relationship: "subset_of", provenance: { origin: "crosswalk" } });
    g.add({ from: node("b", "B1"), to: node("m", "M1"), relationship: "equivalent", provenance: { origin: "user" } });
    g.add({ from: node("b", "B1"), to: node("c", "C2"), relationship: "intersects_with", provenance: { origin: "user" } });
    return g;
  };

  it("walks each mapping from both ends with the inverse relationship", () => {
    const g = small();
    expect(g.direct(node("m", "M1")).map((e) => [e.to.controlId, e.relationship])).toEqual([
      ["A1", "superset_of"],
      ["C1", "subset_of"],
      ["B1", "equivalent"],
    ]);
    expect(g.linked("c", "m")).toBe(true);
    expect(g.linked("a", "c")).toBe(false);
  });

  it("derives chains of two between frameworks no mapping joins, with the composed relationship and both hops", () => {
    const g = small();
    const fromA = g.derived(node("a", "A1"));
    expect(fromA.map((d) => [`${d.to.framework}:${d.to.controlId}`, d.relationship])).toEqual([
      ["c:C1", "subset_of"],
      ["b:B1", "subset_of"],
    ]);
    expect(fromA[0].via).toEqual(node("m", "M1"));
    expect(fromA[0].hops.map((h) => [h.from.controlId, h.to.controlId])).toEqual([
      ["A1", "M1"],
      ["M1", "C1"],
    ]);
    // b and c are joined directly (B1 → C2): nothing is derived between them, even through m.
    expect(g.derived(node("b", "B1")).map((d) => d.to.framework)).toEqual(["a"]);
  });
});

describe("the official crosswalks", () => {
  it("joins ISO 27001 to SP 800-53 and CSF 2.0 directly, and CSF 2.0 to SP 800-53 only through ISO", () => {
    const g = crosswalkGraph();
    expect(g.linked("nist-800-53", "iso27001")).toBe(true);
    expect(g.linked("iso27001", "nist-csf-2")).toBe(true);
    expect(g.linked("nist-csf-2", "nist-800-53")).toBe(false);
    expect(frameworksReachedByCrosswalks(["nist-csf-2"])).toEqual(["iso27001", "nist-800-53", "nist-csf-2"]);
    expect(frameworksReachedByCrosswalks(["soc2"])).toEqual(["soc2"]);

    const direct = g.direct({ framework: "iso27001", controlId: "A.5.15" });
    expect(direct.every((e) => e.relationship === "intersects_with" && e.provenance.origin === "crosswalk")).toBe(true);
    const ac3 = direct.find((e) => e.to.controlId === "AC-3")!;
    expect(ac3.provenance.source).toEqual({
      key: "nist-olir-sp800-53r5-to-iso27001-2022",
      name: crosswalkSources.get("nist-olir-sp800-53r5-to-iso27001-2022")!.name,
      publisher: "NIST",
      version: "2023-10-12 update",
    });

    const derived = g.derived({ framework: "nist-csf-2", controlId: "PR.AA-05" });
    expect(derived.length).toBeGreaterThan(0);
    expect(derived.every((d) => d.to.framework === "nist-800-53" && d.via.framework === "iso27001" && d.relationship === "intersects_with")).toBe(true);
    const chain = derived.find((d) => d.via.controlId === "A.5.15" && d.to.controlId === "AC-3")!;
    expect(chain.hops.map((h) => h.provenance.source!.key)).toEqual(["nist-csf2-informative-reference-iso27001-2022", "nist-olir-sp800-53r5-to-iso27001-2022"]);
    expect(g.derived({ framework: "iso27001", controlId: "A.5.15" })).toEqual([]);
  });
});

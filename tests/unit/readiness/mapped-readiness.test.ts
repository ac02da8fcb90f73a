import { describe, expect, it } from "vitest";
import { getBuiltinControl } from "@/lib/frameworks/internal/catalog";
import { assessReadiness } from "@/lib/readiness/assess-readiness";
import { builtinReadinessControl, customReadinessControl } from "@/lib/readiness/internal/controls";
import type { ReadinessControl, ReadinessFacts } from "@/lib/readiness/internal/types";

const NOW = new Date("2026-06-01T00:00:00.000Z");
const facts = (over: Partial<ReadinessFacts> = {}): ReadinessFacts => ({ evidence: [], documents: [], attestations: [], tests: [], dataTypes: null, ...over });
const builtin = (fw: string, id: string) => builtinReadinessControl(fw, id, getBuiltinControl(fw, id)!.title);
const one = (control: ReadinessControl, f: ReadinessFacts) => assessReadiness([control], f, NOW).controls[0];
const on = (framework: string, controlId: string, id = "e1", title = "Access policy", expiresAt: string | null = null) => ({
  id,
  title,
  controls: [{ framework, controlId }],
  expiresAt,
});

describe("readiness through mappings", () => {
  it("gives a built-in control its crosswalk mappings, turned to read from the mapped control, direct before derived", () => {
    const ac3 = builtin("nist-800-53", "AC-3");
    expect(ac3.refs).toEqual([{ framework: "nist-800-53", controlId: "AC-3" }]);
    expect(ac3.mapped!.find((m) => m.controlId === "A.5.15")).toMatchObject({
      framework: "iso27001",
      relationship: "intersects_with",
      kind: "direct",
      origin: "crosswalk",
      source: expect.stringContaining("2023-10-12 update"),
    });
    const kinds = ac3.mapped!.map((m) => m.kind);
    expect(kinds.indexOf("derived")).toBeGreaterThan(kinds.lastIndexOf("direct"));
    expect(ac3.mapped!.find((m) => m.kind === "derived")).toMatchObject({ framework: "nist-csf-2", through: { framework: "iso27001" } });
    expect(builtin("soc2", "CC6.1").mapped).toEqual([]);
  });

  it("is at most partial from evidence on an intersecting control, naming it; met once evidence is on the control itself", () => {
    const ac3 = builtin("nist-800-53", "AC-3");
    const viaIso = one(ac3, facts({ evidence: [on("iso27001", "A.5.15")] }));
    expect(viaIso.status).toBe("partial");
    expect(viaIso.reason).toMatch(
      /^Partly met through mappings: evidence "Access policy" on ISO\/IEC 27001:2022 A\.5\.15 \(intersects with; official crosswalk\) supports it/,
    );
    expect(viaIso.sources[0]).toMatchObject({ counts: true, via: { framework: "iso27001", controlId: "A.5.15", kind: "direct", support: "partial" } });

    const both = one(ac3, facts({ evidence: [on("iso27001", "A.5.15"), on("nist-800-53", "AC-3", "e2", "Own evidence")] }));
    expect(both.status).toBe("met");
    expect(both.reason).toBe('Met by evidence "Own evidence".');
    expect(both.sources.map((s) => [s.id, s.via?.support ?? "own"])).toEqual([
      ["e2", "own"],
      ["e1", "partial"],
    ]);
  });

  it("counts a derived chain only as partial, and shows what it runs through; expired and failing sources through an overlap are not weighed", () => {
    const prAa05 = builtin("nist-csf-2", "PR.AA-05");
    const derived = one(prAa05, facts({ evidence: [on("nist-800-53", "AC-3")] }));
    expect(derived.status).toBe("partial");
    expect(derived.sources[0].via).toMatchObject({
      framework: "nist-800-53",
      controlId: "AC-3",
      kind: "derived",
      through: { framework: "iso27001" },
      support: "partial",
    });
    expect(derived.sources[0].detail).toMatch(
      /^current; via NIST SP 800-53 Rev\. 5 AC-3 \(intersects with; derived through ISO\/IEC 27001:2022 A\.\d+\.\d+\)$/,
    );

    const stale = one(
      prAa05,
      facts({
        evidence: [on("iso27001", "A.5.15", "e1", "Old", "2026-01-01T00:00:00.000Z")],
        tests: [{ id: "t", title: "MFA", controls: [{ framework: "iso27001", controlId: "A.5.15" }], passed: false, checkedAt: "2026-05-31T00:00:00.000Z" }],
      }),
    );
    expect(stale).toMatchObject({ status: "missing", sources: [] });
  });

  it("weighs a custom control's mappings by the relationship its author stated", () => {
    const evidence = [on("soc2", "CC6.1")];
    const status = (relationship?: "equivalent" | "subset_of" | "superset_of" | "intersects_with", origin?: "user" | "suggestion") =>
      one(customReadinessControl("cf", "X-1", "Mine", [{ framework: "soc2", controlId: "CC6.1", relationship, origin }]), facts({ evidence })).status;
    // X subset_of CC6.1: the mapped control asks for all of X and more, so its evidence covers X.
    expect(status("subset_of")).toBe("met");
    expect(status("equivalent")).toBe("met");
    expect(status(undefined)).toBe("met");
    expect(status(undefined, "suggestion")).toBe("met");
    expect(status("superset_of")).toBe("partial");
    expect(status("intersects_with")).toBe("partial");
  });

  it("assesses a clone of a built-in exactly like its source, crosswalks included, sources and reasons alike", () => {
    const cloned = customReadinessControl("cf", "AC-3", "Access Enforcement", [
      { framework: "nist-800-53", controlId: "AC-3", origin: "copied", relationship: "equivalent" },
    ]);
    for (const evidence of [[on("iso27001", "A.5.15")], [on("nist-csf-2", "PR.AA-05")], [on("nist-800-53", "AC-3")], []]) {
      const a = one(cloned, facts({ evidence }));
      const b = one(builtin("nist-800-53", "AC-3"), facts({ evidence }));
      // Same label and title: status, reason and sources (their `via` included) must be the built-in's.
      expect(a).toEqual(b);
    }
  });
});

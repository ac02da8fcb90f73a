import { describe, expect, it } from "vitest";
import { getBuiltinControl } from "@/lib/frameworks/internal/catalog";
import { assessReadiness } from "@/lib/readiness/assess-readiness";
import { controlEvidenceIndex, isOwnSource, ownReferences } from "@/lib/readiness/internal/control-evidence";
import { builtinReadinessControl, customReadinessControl } from "@/lib/readiness/internal/controls";
import type { ReadinessFacts } from "@/lib/readiness/internal/types";
import { assessmentStatusOf } from "@/lib/readiness/internal/status-vocabularies";

const NOW = new Date("2026-06-01T00:00:00.000Z");
const builtin = (fw: string, id: string) => builtinReadinessControl(fw, id, getBuiltinControl(fw, id)!.title);
const on = (id: string, framework: string, controlId: string, extra: { source?: string } = {}) => ({
  id,
  title: id,
  controls: [{ framework, controlId }],
  expiresAt: null,
  ...extra,
});
const facts = (over: Partial<ReadinessFacts> = {}): ReadinessFacts => ({ evidence: [], documents: [], attestations: [], tests: [], dataTypes: null, ...over });

describe("what evidences a control: the one rule", () => {
  it("keeps what reaches a control only through an overlapping crosswalk row out of its own evidence", () => {
    const a51 = builtin("iso27001", "A.5.1");
    const rule = controlEvidenceIndex([on("own", "iso27001", "A.5.1"), on("overlap", "nist-csf-2", "GV.PO-01"), on("elsewhere", "soc2", "CC1.1")]);
    const answer = rule.of(a51);
    expect(answer.own.map((r) => r.item.id)).toEqual(["own"]);
    expect(answer.related.map((r) => [r.item.id, r.via.kind, r.via.relationship])).toEqual([["overlap", "direct", "intersects_with"]]);
    expect(ownReferences(a51)).toEqual([{ framework: "iso27001", controlId: "A.5.1" }]);
  });

  it("counts a fully supporting direct mapping as the control's own, a derived chain never", () => {
    const pol = customReadinessControl("fw-1", "POL-1", "Policies", [{ framework: "iso27001", controlId: "A.5.1", origin: "user" }]);
    expect(ownReferences(pol)).toEqual([
      { framework: "fw-1", controlId: "POL-1" },
      { framework: "iso27001", controlId: "A.5.1" },
    ]);
    const answer = controlEvidenceIndex([on("mapped", "iso27001", "A.5.1"), on("derived", "nist-csf-2", "GV.PO-01")]).of(pol);
    expect(answer.own.map((r) => [r.item.id, r.via?.kind, r.via?.controlId])).toEqual([["mapped", "direct", "A.5.1"]]);
    expect(answer.related.map((r) => [r.item.id, r.via.kind, r.via.through])).toEqual([["derived", "derived", { framework: "iso27001", controlId: "A.5.1" }]]);
    // In readiness the derived item is a partly supporting source, which is not the control's own.
    const readiness = assessReadiness([pol], facts({ evidence: [on("derived", "nist-csf-2", "GV.PO-01")] }), NOW).controls[0];
    expect(readiness.status).toBe("partial");
    expect(readiness.sources.map((s) => [s.id, isOwnSource(s)])).toEqual([["derived", false]]);
  });

  it("backs a control with the approved documents of the kinds it asks for, naming the version", () => {
    const cc11 = builtin("soc2", "CC1.1");
    const aup = { id: "d1", title: "Acceptable Use Policy", kind: "acceptable_use_policy" as const };
    const version = { id: "v2", number: 2, sha256: "a".repeat(64), approvedAt: "2026-03-12T10:00:00.000Z" };
    expect(controlEvidenceIndex([], [aup, { id: "d2", title: "Cookies", kind: "cookie_policy" as const }]).of(cc11).documents).toEqual([aup]);
    const out = assessReadiness([cc11], facts({ documents: [{ ...aup, version }] }), NOW).controls[0];
    expect(out).toMatchObject({ status: "met", reason: 'Met by the approved document "Acceptable Use Policy".' });
    expect(out.sources).toEqual([
      { type: "document", id: "d1", title: "Acceptable Use Policy", detail: "acceptable use policy, version 2 approved 12 Mar 2026", counts: true, version },
    ]);
  });

  it("lists an integration's snapshot with the control's evidence without counting it: its tests do", () => {
    const cc61 = builtin("soc2", "CC6.1");
    const snapshot = on("snap", "soc2", "CC6.1", { source: "integration" });
    const alone = assessReadiness([cc61], facts({ evidence: [snapshot] }), NOW).controls[0];
    expect(alone.status).toBe("missing");
    expect(alone.sources).toEqual([
      { type: "evidence", id: "snap", title: "snap", detail: "integration snapshot; the outcomes of its tests count", counts: false },
    ]);
    expect(assessmentStatusOf(alone)).toBe("missing");
    const test = { id: "t1", title: "MFA enforced", controls: [{ framework: "soc2", controlId: "CC6.1" }], passed: true, checkedAt: NOW.toISOString() };
    expect(assessReadiness([cc61], facts({ evidence: [snapshot], tests: [test] }), NOW).controls[0].status).toBe("met");
  });
});

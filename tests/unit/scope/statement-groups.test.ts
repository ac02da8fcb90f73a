import { describe, expect, it } from "vitest";
import { groupStatement, matchesSearch, openedByNarrowing, statementFigures } from "@/components/scope/statement-groups";
import type { StatementControl } from "@/lib/flows";

const control = (controlId: string, theme: string, over: Partial<StatementControl> = {}): StatementControl => ({
  controlId,
  title: `Control ${controlId}`,
  theme,
  applicable: true,
  decided: false,
  justification: null,
  decidedBy: null,
  decidedAt: null,
  readiness: "missing",
  implementation: "Not implemented",
  reason: "",
  evidence: [],
  ...over,
});

const ORG = "Organizational controls";
const TECH = "Technological controls";
const controls = [
  control("A.5.1", ORG, { decided: true, justification: "Risk treatment R-1", readiness: "met" }),
  control("A.5.2", ORG),
  control("A.7.4", "Physical controls", { decided: true, applicable: false, justification: "Fully remote", readiness: "not_applicable" }),
  control("A.8.13", TECH, { title: "Information backup", readiness: "partial" }),
  control("A.8.25", TECH, { title: "Secure development life cycle" }),
];

describe("the Statement of Applicability page's shaping", () => {
  it("counts decided and undecided apart: undecided controls are applicable, but nobody decided them", () => {
    expect(statementFigures(controls)).toEqual({
      controls: 5,
      decided: 2,
      decidedApplicable: 1,
      excluded: 1,
      undecided: 3,
      applicable: 4,
      implemented: 1,
      partlyImplemented: 1,
    });
  });

  it("groups by theme in the standard's order, with each theme's totals whatever the filter", () => {
    const groups = groupStatement(controls, "undecided", "");
    expect(groups.map((g) => [g.theme, g.total, g.undecided, g.rows.map((r) => r.controlId)])).toEqual([
      [ORG, 2, 1, ["A.5.2"]],
      ["Physical controls", 1, 0, []],
      [TECH, 2, 2, ["A.8.13", "A.8.25"]],
    ]);
  });

  it("searches ids, titles and justifications, every word, ignoring case and accents", () => {
    expect(matchesSearch(controls[3], "BACKUP")).toBe(true);
    expect(matchesSearch(controls[0], "risk r-1")).toBe(true);
    expect(matchesSearch(controls[4], "a.8.25 secure")).toBe(true);
    expect(matchesSearch(controls[4], "secure backup")).toBe(false);
    expect(matchesSearch(control("A.1", ORG, { title: "Sécurité" }), "securite")).toBe(true);
    expect(groupStatement(controls, "all", "backup").flatMap((g) => g.rows.map((r) => r.controlId))).toEqual(["A.8.13"]);
  });

  it("opens nothing for the whole statement, and the groups with matches once narrowed", () => {
    expect(openedByNarrowing(groupStatement(controls, "all", ""), "all", "")).toEqual(new Set());
    expect(openedByNarrowing(groupStatement(controls, "excluded", ""), "excluded", "")).toEqual(new Set(["Physical controls"]));
    expect(openedByNarrowing(groupStatement(controls, "all", "backup"), "all", "backup")).toEqual(new Set([TECH]));
  });
});

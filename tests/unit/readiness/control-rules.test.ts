import { describe, expect, it } from "vitest";
import { builtinFrameworks, getBuiltinControl } from "@/lib/frameworks/internal/catalog";
import {
  controlRule,
  CSF_CATEGORY_RULES,
  CSF_SUBCATEGORY_RULES,
  GDPR_RULES,
  HIPAA_RULES,
  ISO27001_RULES,
  NIST80053_CONTROL_RULES,
  NIST80053_FAMILY_RULES,
  PCI_RULES,
  SOC2_RULES,
} from "@/lib/readiness/internal/control-rules";
import { PRACTICE_KEYS, PRACTICES } from "@/lib/readiness/internal/practices";

describe("practices → controls mapping", () => {
  it("decides every control of every built-in framework with at least one known practice", () => {
    const uncovered: string[] = [];
    for (const framework of builtinFrameworks) {
      for (const control of framework.controls) {
        const rule = controlRule(framework.id, control.controlId);
        if (!rule || rule.practices.length === 0) uncovered.push(`${framework.id}:${control.controlId}`);
        else for (const p of rule.practices) expect(PRACTICE_KEYS).toContain(p);
      }
    }
    expect(uncovered).toEqual([]);
  });

  it("names only controls that exist in the catalogs", () => {
    const explicit: [string, Record<string, unknown>][] = [
      ["soc2", SOC2_RULES],
      ["iso27001", ISO27001_RULES],
      ["hipaa", HIPAA_RULES],
      ["gdpr", GDPR_RULES],
      ["pci-dss-4", PCI_RULES],
      ["nist-csf-2", CSF_SUBCATEGORY_RULES],
      ["nist-800-53", NIST80053_CONTROL_RULES],
    ];
    const unknown: string[] = [];
    for (const [fw, rules] of explicit) {
      for (const id of Object.keys(rules)) if (!getBuiltinControl(fw, id)) unknown.push(`${fw}:${id}`);
    }
    expect(unknown).toEqual([]);
    const csf = builtinFrameworks.find((f) => f.id === "nist-csf-2")!;
    const categories = new Set(csf.controls.map((c) => c.controlId.split("-")[0]));
    expect(new Set(Object.keys(CSF_CATEGORY_RULES))).toEqual(categories);
    const nist = builtinFrameworks.find((f) => f.id === "nist-800-53")!;
    const families = new Set(nist.controls.map((c) => c.controlId.split("-")[0]));
    expect(new Set(Object.keys(NIST80053_FAMILY_RULES))).toEqual(families);
  });

  it("uses every practice somewhere, each with a question and a remediation", () => {
    const used = new Set<string>();
    for (const framework of builtinFrameworks)
      for (const c of framework.controls) for (const p of controlRule(framework.id, c.controlId)!.practices) used.add(p);
    expect([...used].sort()).toEqual([...PRACTICE_KEYS].sort());
    for (const key of PRACTICE_KEYS) {
      expect(PRACTICES[key].key).toBe(key);
      expect(PRACTICES[key].question).toMatch(/\?$/);
      expect(PRACTICES[key].remediation.length).toBeGreaterThan(20);
    }
  });

  it("lets NIST 800-53 enhancements follow their base control", () => {
    expect(controlRule("nist-800-53", "IA-2(1)")).toEqual(controlRule("nist-800-53", "IA-2"));
    expect(controlRule("nist-800-53", "CP-9(1)")!.practices).toEqual(["backups"]);
    expect(controlRule("nist-800-53", "SC-28(1)")!.practices).toEqual(["encryptionAtRest"]);
    expect(controlRule("nist-csf-2", "PR.DS-11")!.practices).toEqual(["backups"]);
    expect(controlRule("nist-csf-2", "PR.AT-02")!.practices).toEqual(["securityTraining"]);
  });
});

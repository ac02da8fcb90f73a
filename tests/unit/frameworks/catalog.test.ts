import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  builtinFrameworkIds,
  builtinFrameworks,
  getBuiltinControl,
  getBuiltinFramework,
  isBuiltinFrameworkId,
  type BuiltinFramework,
} from "@/lib/frameworks/internal/catalog";
import { defaultSourceDir } from "@/scripts/catalogs/inputs";

const root = path.resolve(import.meta.dirname, "../../..");

function framework(id: string): BuiltinFramework {
  const f = getBuiltinFramework(id);
  if (!f) throw new Error(`built-in framework ${id} missing`);
  return f;
}

function ids(id: string): string[] {
  return framework(id).controls.map((c) => c.controlId);
}

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

const EXPECTED_COUNTS: Record<string, number> = {
  soc2: 61,
  iso27001: 93 + 30,
  hipaa: 65,
  gdpr: 47,
  "nist-csf-2": 106,
  "nist-800-53": 1007,
  "pci-dss-4": 12,
};

describe("built-in framework catalogs", () => {
  it("exposes exactly the seven documented ids (docs/api.md §7), in a stable order", () => {
    expect(builtinFrameworkIds).toEqual(["soc2", "iso27001", "hipaa", "gdpr", "nist-csf-2", "nist-800-53", "pci-dss-4"]);
    expect(builtinFrameworks.map((f) => f.id)).toEqual(builtinFrameworkIds);
  });

  it.each(Object.entries(EXPECTED_COUNTS))("%s has %i controls", (id, count) => {
    expect(framework(id).controls).toHaveLength(count);
  });

  it.each(builtinFrameworkIds)("%s has complete framework metadata", (id) => {
    const f = framework(id);
    expect(Object.keys(f).sort()).toEqual(["category", "controls", "description", "id", "license", "name", "source", "version"].sort());
    expect(["security", "privacy", "healthcare", "payments"]).toContain(f.category);
    for (const key of ["name", "version", "description", "source", "license"] as const) {
      expect(f[key].trim().length, `${id}.${key}`).toBeGreaterThan(3);
    }
  });

  it("assigns each framework the category that fits it", () => {
    expect(countBy([...builtinFrameworks], (f) => f.category)).toEqual({ security: 4, privacy: 1, healthcare: 1, payments: 1 });
    expect(framework("gdpr").category).toBe("privacy");
    expect(framework("hipaa").category).toBe("healthcare");
    expect(framework("pci-dss-4").category).toBe("payments");
  });

  it.each(builtinFrameworkIds)("%s has unique control ids and only complete, trimmed fields", (id) => {
    const f = framework(id);
    const seen = new Set<string>();
    for (const c of f.controls) {
      expect(Object.keys(c).sort(), c.controlId).toEqual(["category", "controlId", "description", "title"]);
      expect(seen.has(c.controlId), `duplicate ${c.controlId}`).toBe(false);
      seen.add(c.controlId);
      for (const key of ["controlId", "title", "description", "category"] as const) {
        const value = c[key];
        expect(typeof value).toBe("string");
        expect(value.length, `${id} ${c.controlId}.${key}`).toBeGreaterThan(0);
        expect(value, `${id} ${c.controlId}.${key}`).toBe(value.trim());
        expect(value, `${id} ${c.controlId}.${key}`).not.toMatch(/\s{2}|\bTODO\b|\bTBD\b|lorem ipsum|undefined|\[object Object\]/i);
      }
      expect(c.description, `${id} ${c.controlId}`).not.toBe(c.title);
    }
  });

  it.each(["soc2", "iso27001", "pci-dss-4"])("%s descriptions are written out (at least two sentences), not just ids or names", (id) => {
    for (const c of framework(id).controls) {
      expect(c.description.length, c.controlId).toBeGreaterThanOrEqual(150);
      expect(c.description.split(/(?<=\.)\s+(?=[A-Z])/).length, c.controlId).toBeGreaterThanOrEqual(2);
    }
    // Every description is its own text, not one sentence pasted across controls.
    const descriptions = framework(id).controls.map((c) => c.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("soc2 holds the 33 common criteria and the additional criteria, grouped by their series names", () => {
    const soc2 = framework("soc2");
    const groups = countBy(soc2.controls, (c) => c.category);
    expect(groups).toEqual({
      "Control Environment": 5,
      "Communication and Information": 3,
      "Risk Assessment": 4,
      "Monitoring Activities": 2,
      "Control Activities": 3,
      "Logical and Physical Access Controls": 8,
      "System Operations": 5,
      "Change Management": 1,
      "Risk Mitigation": 2,
      Availability: 3,
      Confidentiality: 2,
      "Processing Integrity": 5,
      Privacy: 18,
    });
    expect(ids("soc2").filter((id) => id.startsWith("CC"))).toHaveLength(33);
    for (const id of ["CC1.1", "CC6.1", "CC6.8", "CC9.2", "A1.3", "C1.2", "PI1.5", "P1.1", "P6.7", "P8.1"]) {
      expect(ids("soc2")).toContain(id);
    }
  });

  it("iso27001 holds clauses 4–10 and all 93 Annex A controls in their four themes", () => {
    const iso = framework("iso27001");
    const annex = iso.controls.filter((c) => c.controlId.startsWith("A."));
    expect(annex).toHaveLength(93);
    expect(countBy(annex, (c) => c.category)).toEqual({
      "Organizational controls": 37,
      "People controls": 8,
      "Physical controls": 14,
      "Technological controls": 34,
    });
    const expectedAnnex = [
      ...Array.from({ length: 37 }, (_, i) => `A.5.${i + 1}`),
      ...Array.from({ length: 8 }, (_, i) => `A.6.${i + 1}`),
      ...Array.from({ length: 14 }, (_, i) => `A.7.${i + 1}`),
      ...Array.from({ length: 34 }, (_, i) => `A.8.${i + 1}`),
    ];
    expect(annex.map((c) => c.controlId)).toEqual(expectedAnnex);

    const clauses = iso.controls.filter((c) => !c.controlId.startsWith("A."));
    expect(clauses.map((c) => c.controlId)).toEqual([
      "4.1",
      "4.2",
      "4.3",
      "4.4",
      "5.1",
      "5.2",
      "5.3",
      "6.1.1",
      "6.1.2",
      "6.1.3",
      "6.2",
      "6.3",
      "7.1",
      "7.2",
      "7.3",
      "7.4",
      "7.5.1",
      "7.5.2",
      "7.5.3",
      "8.1",
      "8.2",
      "8.3",
      "9.1",
      "9.2.1",
      "9.2.2",
      "9.3.1",
      "9.3.2",
      "9.3.3",
      "10.1",
      "10.2",
    ]);
    for (const c of clauses) {
      expect(c.category, c.controlId).toMatch(new RegExp(`^Clause ${c.controlId.split(".")[0]}: \\S`));
    }
    expect(getBuiltinControl("iso27001", "A.5.15")?.title).toBe("Access control");
    expect(getBuiltinControl("iso27001", "6.1.2")?.title).toBe("Information security risk assessment");
    expect(getBuiltinControl("iso27001", "9.2.1")?.title).toBe("Internal audit: general");
  });

  it("hipaa holds the Security Rule standards and implementation specifications", () => {
    const hipaa = framework("hipaa");
    expect(countBy(hipaa.controls, (c) => c.category)).toEqual({
      "Administrative Safeguards": 30,
      "Physical Safeguards": 12,
      "Technical Safeguards": 12,
      "Organizational Requirements": 6,
      "Policies and Procedures and Documentation Requirements": 5,
    });
    const risk = getBuiltinControl("hipaa", "164.308(a)(1)(ii)(A)");
    expect(risk?.title).toBe("Risk analysis");
    expect(risk?.description).toMatch(/^Conduct an accurate and thorough assessment/);
    expect(risk?.description).toMatch(/Required implementation specification/);
    expect(getBuiltinControl("hipaa", "164.312(a)(2)(iv)")?.description).toMatch(/Addressable implementation specification/);
  });

  it("gdpr holds Art. 5–49 and Art. 82–83", () => {
    const expected = [...Array.from({ length: 45 }, (_, i) => `Art. ${i + 5}`), "Art. 82", "Art. 83"];
    expect(ids("gdpr")).toEqual(expected);
    expect(getBuiltinControl("gdpr", "Art. 32")?.title).toBe("Security of processing");
    expect(getBuiltinControl("gdpr", "Art. 33")?.category).toBe("Chapter IV — Controller and processor");
  });

  it("nist-csf-2 holds the 106 subcategories of the six functions, with implementation examples", () => {
    const csf = framework("nist-csf-2");
    expect(countBy(csf.controls, (c) => c.controlId.slice(0, 2))).toEqual({ GV: 31, ID: 21, PR: 22, DE: 11, RS: 13, RC: 8 });
    expect(new Set(csf.controls.map((c) => c.category)).size).toBe(22);
    for (const c of csf.controls) {
      expect(c.controlId).toMatch(/^(GV|ID|PR|DE|RS|RC)\.[A-Z]{2}-\d{2}$/);
      expect(c.category).toContain(`(${c.controlId.split("-")[0]})`);
      expect(c.description.startsWith(c.title)).toBe(true);
      expect(c.description).toContain("Implementation examples:");
    }
    expect(getBuiltinControl("nist-csf-2", "PR.AA-01")?.category).toBe("Identity Management, Authentication, and Access Control (PR.AA)");
  });

  it("nist-800-53 holds 298 base controls and 709 enhancements in 20 families", () => {
    const sp = framework("nist-800-53");
    const base = sp.controls.filter((c) => !c.controlId.includes("("));
    expect(base).toHaveLength(298);
    expect(sp.controls.length - base.length).toBe(709);
    expect(new Set(sp.controls.map((c) => c.category)).size).toBe(20);
    for (const c of sp.controls) expect(c.controlId).toMatch(/^[A-Z]{2}-\d+(\(\d+\))?$/);
    expect(getBuiltinControl("nist-800-53", "AC-2")?.title).toBe("Account Management");
    expect(getBuiltinControl("nist-800-53", "AC-2(1)")?.title).toBe("Account Management | Automated System Account Management");
    expect(getBuiltinControl("nist-800-53", "AC-2")?.category).toBe("Access Control");
    expect(getBuiltinControl("nist-800-53", "AC-2")?.description).toMatch(/Baselines: LOW, MODERATE, HIGH/);
    // Withdrawn ids (for instance AC-2(10), folded into AC-2(k)) must not appear.
    expect(getBuiltinControl("nist-800-53", "AC-2(10)")).toBeUndefined();
  });

  it("pci-dss-4 holds requirements 1–12 grouped under the six goals", () => {
    expect(ids("pci-dss-4")).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    expect(new Set(framework("pci-dss-4").controls.map((c) => c.category)).size).toBe(6);
    expect(getBuiltinControl("pci-dss-4", "8")?.description).toMatch(/multi-factor authentication/);
  });

  it("keeps the bundled catalogs small", () => {
    const dir = path.join(root, "lib/frameworks/catalogs");
    const total = builtinFrameworkIds.reduce((sum, id) => sum + statSync(path.join(dir, `${id}.json`)).size, 0);
    expect(total).toBeLessThan(700 * 1024);
  });
});

describe("catalog lookups", () => {
  it("getBuiltinFramework finds each framework and nothing else", () => {
    expect(getBuiltinFramework("soc2")?.name).toMatch(/SOC 2/);
    expect(getBuiltinFramework("SOC2")).toBeUndefined();
    expect(getBuiltinFramework("nist-csf")).toBeUndefined();
    expect(getBuiltinFramework("")).toBeUndefined();
  });

  it("isBuiltinFrameworkId accepts the seven ids only, including no prototype keys", () => {
    for (const id of builtinFrameworkIds) expect(isBuiltinFrameworkId(id)).toBe(true);
    for (const id of ["toString", "__proto__", "constructor", "iso-27001", "custom", " soc2"]) {
      expect(isBuiltinFrameworkId(id)).toBe(false);
    }
  });

  it("getBuiltinControl returns the control by its exact label", () => {
    const cc61 = getBuiltinControl("soc2", "CC6.1");
    expect(cc61).toMatchObject({ controlId: "CC6.1", category: "Logical and Physical Access Controls" });
    expect(cc61?.description).toMatch(/multi-factor|MFA/);
    expect(getBuiltinControl("pci-dss-4", "12")?.controlId).toBe("12");
    expect(getBuiltinControl("nist-csf-2", "GV.OC-01")?.title).toMatch(/organizational mission/);
  });

  it("getBuiltinControl answers undefined for unknown frameworks, unknown ids and near misses", () => {
    expect(getBuiltinControl("soc2", "cc6.1")).toBeUndefined();
    expect(getBuiltinControl("soc2", "CC6.9")).toBeUndefined();
    expect(getBuiltinControl("soc2", "A.5.15")).toBeUndefined();
    expect(getBuiltinControl("iso27001", "5.15")).toBeUndefined();
    expect(getBuiltinControl("nope", "CC6.1")).toBeUndefined();
    expect(getBuiltinControl("soc2", "toString")).toBeUndefined();
  });

  it("every control of every framework is reachable through getBuiltinControl", () => {
    for (const f of builtinFrameworks) {
      for (const c of f.controls) expect(getBuiltinControl(f.id, c.controlId)).toBe(c);
    }
  });
});

describe("agreement with the source catalogs (scripts/catalogs/source)", () => {
  const source = (file: string) => JSON.parse(readFileSync(path.join(defaultSourceDir, file), "utf8"));
  const sameIds: [file: string, ours: string][] = [
    ["soc2-tsc.json", "soc2"],
    ["hipaa-security-rule.json", "hipaa"],
    ["gdpr.json", "gdpr"],
    ["nist-csf-2.0.json", "nist-csf-2"],
    ["nist-sp-800-53-r5.json", "nist-800-53"],
    ["pci-dss-4.0.json", "pci-dss-4"],
  ];

  it.each(sameIds)("%s: the same ids in the same order as the source catalog", (file, ours) => {
    const catalog = source(file) as { controls: { id: string }[] };
    expect(ids(ours)).toEqual(catalog.controls.map((c) => c.id));
  });

  it("iso27001: every Annex A control of the source catalog", () => {
    const catalog = source("iso-27001-2022.json") as { controls: { id: string }[] };
    const ours = new Set(ids("iso27001"));
    for (const c of catalog.controls) expect(ours.has(c.id), c.id).toBe(true);
  });

  it("every ISO and CSF id referenced by mappings.json exists", () => {
    const { mappings } = source("mappings.json") as {
      mappings: { from_framework: string; from_id: string; to_framework: string; to_id: string }[];
    };
    const ours: Record<string, string> = {
      "iso-iec-27001-2022": "iso27001",
      "nist-csf-2.0": "nist-csf-2",
      "nist-sp-800-53-r5": "nist-800-53",
    };
    const missing: string[] = [];
    for (const m of mappings) {
      for (const [fw, id] of [
        [m.from_framework, m.from_id],
        [m.to_framework, m.to_id],
      ]) {
        if (!getBuiltinControl(ours[fw], id)) missing.push(`${fw}:${id}`);
      }
    }
    expect(mappings.length).toBeGreaterThan(900);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("every control named by crosswalks.json exists, and every row names a described source for its pair of frameworks", () => {
    const crosswalks = JSON.parse(readFileSync(path.join(root, "lib/frameworks/catalogs/crosswalks.json"), "utf8")) as {
      sources: Record<string, { name: string; publisher: string; version: string; from: string; to: string }>;
      rows: [string, string, string, string, string, string][];
    };
    const missing: string[] = [];
    for (const [from, fromId, to, toId, relationship, key] of crosswalks.rows) {
      if (!getBuiltinControl(from, fromId)) missing.push(`${from}:${fromId}`);
      if (!getBuiltinControl(to, toId)) missing.push(`${to}:${toId}`);
      expect(["equivalent", "subset_of", "superset_of", "intersects_with"]).toContain(relationship);
      expect(crosswalks.sources[key], key).toMatchObject({ from, to });
    }
    for (const s of Object.values(crosswalks.sources)) for (const field of [s.name, s.publisher, s.version]) expect(field.trim()).not.toBe("");
    expect(crosswalks.rows.length).toBeGreaterThan(900);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("no withdrawn NIST id is served", () => {
    const sp = source("nist-sp-800-53-r5.json") as { withdrawn_ids: string[] };
    const csf = source("nist-csf-2.0.json") as { withdrawn_ids: string[] };
    for (const id of sp.withdrawn_ids) expect(getBuiltinControl("nist-800-53", id), id).toBeUndefined();
    for (const id of csf.withdrawn_ids) expect(getBuiltinControl("nist-csf-2", id), id).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { stem } from "@/lib/text-search";
import { analyze } from "@/lib/custom-frameworks/internal/suggest/analyze";
import { buildSuggestIndex } from "@/lib/custom-frameworks/internal/suggest/model";
import { suggestMappingsFromCatalog } from "@/lib/custom-frameworks/internal/suggest/catalog-index";

describe("stemmer", () => {
  it("conflates inflections and keeps authorization apart from authorities", () => {
    expect(stem("encryption")).toBe(stem("encrypted"));
    expect(stem("monitoring")).toBe(stem("monitored"));
    expect(stem("vulnerabilities")).toBe(stem("vulnerability"));
    expect(stem("authorized")).not.toBe(stem("authorities"));
    expect(stem("relational")).toBe("relat");
    expect(stem("caresses")).toBe("caress");
  });
});

describe("analyze", () => {
  it("tags security concepts across wordings", () => {
    const a = analyze("Vendors must sign agreements");
    const b = analyze("Third-party supplier contracts");
    expect(a.concepts).toContain("#supplier");
    expect(b.concepts).toContain("#supplier");
    expect(analyze("MFA for admins").concepts).toContain("#authentication");
    expect(analyze("multi-factor authentication").concepts).toContain("#authentication");
  });
});

describe("suggest model", () => {
  const index = buildSuggestIndex([
    { framework: "a", controlId: "1", title: "Protection against malware", description: "", category: "" },
    { framework: "a", controlId: "2", title: "Information backup", description: "", category: "" },
    { framework: "b", controlId: "X", title: "Anti-virus software is deployed", description: "Malicious code protection", category: "" },
  ]);

  it("ranks by meaning, restricts to a framework, bounds confidence", () => {
    const all = index.suggest({ title: "Antivirus on every laptop" });
    expect(all[0].controlId).toBe("X");
    const onlyA = index.suggest({ title: "Antivirus on every laptop", framework: "a" });
    expect(onlyA.map((s) => s.controlId)).toEqual(["1"]);
    for (const s of all) expect(s.confidence).toBeGreaterThanOrEqual(0);
    expect(index.suggest({ title: "the of and" })).toEqual([]);
  });
});

describe("suggest over the built-in catalogs", () => {
  const cases: [string, string, string][] = [
    ["Multi-factor authentication is required for remote access", "iso27001", "A.8.5"],
    ["Anti-malware software is installed on all endpoints", "iso27001", "A.8.7"],
    ["Data at rest is encrypted with strong cryptography", "iso27001", "A.8.24"],
    ["Backups are taken daily and restores are tested", "iso27001", "A.8.13"],
    ["Security awareness training for all employees", "soc2", "CC2.2"],
    ["Vendors are assessed before contracts are signed", "iso27001", "A.5.19"],
  ];
  it.each(cases)("%s → %s %s in the top five", (title, framework, expected) => {
    const res = suggestMappingsFromCatalog({ title, framework });
    expect(res.slice(0, 5).map((s) => s.controlId)).toContain(expected);
  });

  it("answers at most 10, best first, confidence in 0..1 and non-increasing, across frameworks", () => {
    const res = suggestMappingsFromCatalog({ title: "Access rights are reviewed quarterly", description: "Managers recertify user access" });
    expect(res.length).toBeGreaterThan(0);
    expect(res.length).toBeLessThanOrEqual(10);
    expect(new Set(res.map((r) => r.framework)).size).toBeGreaterThan(1);
    for (let i = 0; i < res.length; i++) {
      expect(res[i].confidence).toBeGreaterThan(0);
      expect(res[i].confidence).toBeLessThanOrEqual(1);
      if (i > 0) expect(res[i].confidence).toBeLessThanOrEqual(res[i - 1].confidence);
      expect(res[i].controlName.length).toBeGreaterThan(0);
    }
  });

  it("gives a verbatim match high confidence and an unrelated text low confidence", () => {
    const exact = suggestMappingsFromCatalog({ title: "Protection against malware", framework: "iso27001" });
    expect(exact[0].controlId).toBe("A.8.7");
    expect(exact[0].confidence).toBeGreaterThan(0.7);
    const vague = suggestMappingsFromCatalog({ title: "Quarterly picnic planning for the sales team" });
    expect(vague.length === 0 || vague[0].confidence < 0.5).toBe(true);
  });
});

describe("security vocabulary", () => {
  it("has no single-word phrase that stems to a word most controls use (it would tag everything)", async () => {
    const { CONCEPTS } = await import("@/lib/custom-frameworks/internal/suggest/vocabulary");
    const { stems } = await import("@/lib/custom-frameworks/internal/suggest/tokenize");
    const { builtinFrameworks } = await import("@/lib/frameworks/internal/catalog");
    const df = new Map<string, number>();
    let n = 0;
    for (const f of builtinFrameworks) {
      for (const c of f.controls) {
        n++;
        for (const s of new Set(stems(`${c.title} ${c.description}`))) df.set(s, (df.get(s) ?? 0) + 1);
      }
    }
    const tooCommon: string[] = [];
    for (const [concept, phrases] of Object.entries(CONCEPTS)) {
      for (const p of phrases) {
        const s = stems(p);
        if (s.length === 1 && (df.get(s[0]) ?? 0) / n > 0.3) tooCommon.push(`${concept}: "${p}"`);
      }
    }
    expect(tooCommon).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { RISK_CATEGORIES, RISK_TREATMENTS } from "@/db/risks";
import { getBuiltinControl } from "@/lib/frameworks";
import { libraryRisks } from "@/lib/risks/internal/library";
import { DEFAULT_IMPACT_LABELS, DEFAULT_LIKELIHOOD_LABELS } from "@/lib/risks/schemas";

describe("the risk library's catalogue", () => {
  const entries = libraryRisks();

  it("holds at least 40 risks with unique ids and titles", () => {
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.title)).size).toBe(entries.length);
  });

  it("names only SOC 2 and ISO/IEC 27001 controls that exist in the built-in catalogs the app loads", () => {
    const missing = entries.flatMap((e) => [
      ...e.controls.soc2.filter((id) => !getBuiltinControl("soc2", id)).map((id) => `${e.id}: soc2 ${id}`),
      ...e.controls.iso27001.filter((id) => !getBuiltinControl("iso27001", id)).map((id) => `${e.id}: iso27001 ${id}`),
    ]);
    expect(missing).toEqual([]);
    for (const e of entries) {
      expect(e.controls.soc2.length, e.id).toBeGreaterThan(0);
      expect(e.controls.iso27001.length, e.id).toBeGreaterThan(0);
    }
  });

  it("scores every risk on the default scale, in the register's vocabularies", () => {
    for (const e of entries) {
      expect(RISK_CATEGORIES).toContain(e.category);
      expect(RISK_TREATMENTS).toContain(e.treatment);
      expect(e.likelihood).toBeGreaterThanOrEqual(1);
      expect(e.likelihood).toBeLessThanOrEqual(DEFAULT_LIKELIHOOD_LABELS.length);
      expect(e.impact).toBeGreaterThanOrEqual(1);
      expect(e.impact).toBeLessThanOrEqual(DEFAULT_IMPACT_LABELS.length);
      expect(e.description.length, e.id).toBeGreaterThan(40);
    }
  });
});

import { describe, expect, it } from "vitest";
import { builtinOscalCatalog } from "@/lib/frameworks/internal/oscal-catalog";
import { catalogToFramework } from "@/lib/oscal/catalog-to-framework";
import { globToRegExp, resolveProfile, type CatalogSource } from "@/lib/oscal/resolve-profile";
import type { OscalCatalog, OscalCatalogDocument, OscalControl, OscalGroup, OscalProfile, OscalProfileDocument } from "@/lib/oscal/types";
import { oscalFixture, oscalSchemaErrors } from "../../helpers/oscal-schema";

const LOW_CATALOG = oscalFixture<OscalCatalogDocument>("NIST_SP-800-53_rev5_LOW-baseline-resolved-profile_catalog.json").catalog;
const profileOf = (level: string) => oscalFixture<OscalProfileDocument>(`NIST_SP-800-53_rev5_${level}-baseline_profile.json`).profile;
const LIMITS = { name: 200, label: 100, title: 500, text: 10_000, category: 200 };

const lowSource: CatalogSource = { catalog: LOW_CATALOG, base: "data.catalog", name: "the catalog in the request" };
const builtin = (): CatalogSource => ({ catalog: builtinOscalCatalog("nist-800-53")!.catalog, base: "nist-800-53", name: "built-in nist-800-53" });
const noBuiltin = (): CatalogSource => {
  throw new Error("the built-in catalog should not be needed");
};

function ids(catalog: OscalCatalog): string[] {
  const out: string[] = [];
  function controls(list: OscalControl[] | undefined): void {
    for (const c of list ?? []) {
      out.push(c.id);
      controls(c.controls);
    }
  }
  function groups(list: OscalGroup[] | undefined): void {
    for (const g of list ?? []) {
      controls(g.controls);
      groups(g.groups);
    }
  }
  controls(catalog.controls);
  groups(catalog.groups);
  return out;
}

const PROFILE_HEAD = {
  uuid: "5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
  metadata: { title: "Tailored", "last-modified": "2026-01-01T00:00:00Z", version: "1", "oscal-version": "1.1.2" },
};

describe("profile resolution", () => {
  it("resolves NIST's LOW profile against the LOW catalog to the same controls in the same order", () => {
    const resolved = resolveProfile(profileOf("LOW"), "data.profile", { catalog: lowSource, builtin: noBuiltin });
    expect(ids(resolved.catalog)).toEqual(ids(LOW_CATALOG));
    expect(resolved.catalog.groups?.map((g) => g.id)).toEqual(LOW_CATALOG.groups!.map((g) => g.id));
    expect(resolved.report.report.skipped).toEqual([]);
    expect(resolved.report.report.imports).toEqual([
      { href: "#84cbf061-eb87-4ec1-8112-1f529232e907", resolved_against: "the catalog in the request", controls_selected: 149 },
    ]);
    expect(oscalSchemaErrors("catalog", { catalog: resolved.catalog })).toEqual([]);
    // Every reference the controls keep still has its back-matter resource.
    expect(resolved.catalog["back-matter"]?.resources?.length).toBeGreaterThan(100);
  });

  it("resolves MODERATE and HIGH against the LOW catalog as far as it goes, reporting the controls it lacks", () => {
    for (const level of ["MODERATE", "HIGH"]) {
      const resolved = resolveProfile(profileOf(level), "data.profile", { catalog: lowSource, builtin: noBuiltin });
      const selected = profileOf(level).imports[0]["include-controls"]![0]["with-ids"]!;
      const inLow = new Set(ids(LOW_CATALOG));
      expect(ids(resolved.catalog)).toEqual(ids(LOW_CATALOG).filter((id) => selected.includes(id)));
      const missing = selected.filter((id) => !inLow.has(id)).length;
      const report = resolved.report.report;
      expect(report.skipped.length + report.omitted).toBe(missing);
      expect(report.skipped[0].reason).toMatch(/^No control "[a-z]+-\d+(\.\d+)?" in the catalog in the request\.$/);
      expect(report.skipped[0].path).toMatch(/^data\.profile\.imports\.0\.include-controls\.0\.with-ids\.\d+$/);
    }
  });

  it("resolves all three baselines against the built-in SP 800-53 with no control missing", () => {
    for (const level of ["LOW", "MODERATE", "HIGH"]) {
      const profile = profileOf(level);
      const resolved = resolveProfile(profile, "data.profile", { builtin });
      expect(resolved.report.report.skipped).toEqual([]);
      expect(ids(resolved.catalog)).toHaveLength(profile.imports[0]["include-controls"]![0]["with-ids"]!.length);
      expect(oscalSchemaErrors("catalog", { catalog: resolved.catalog })).toEqual([]);
    }
    const fw = catalogToFramework(resolveProfile(profileOf("LOW"), "data.profile", { builtin }).catalog, { base: "resolved", limits: LIMITS });
    expect(fw.controls).toHaveLength(149);
    expect(fw.controls[1]).toMatchObject({ control_id_label: "AC-2", category: "Access Control" });
  });

  it("selects by pattern with children, excludes, sets parameters and alters controls", () => {
    const profile: OscalProfile = {
      ...PROFILE_HEAD,
      imports: [
        {
          href: "#catalog",
          "include-controls": [{ matching: [{ pattern: "ac-2" }, { pattern: "at-?" }], "with-child-controls": "yes" }, { "with-ids": ["ia-2", "zz-9"] }],
          "exclude-controls": [{ "with-ids": ["at-1"] }],
        },
      ],
      merge: { "as-is": true },
      modify: {
        "set-parameters": [
          { "param-id": "ac-02_odp.10", values: ["every 90 days"] },
          { "param-id": "nope", values: ["x"] },
        ],
        alters: [
          {
            "control-id": "ac-2",
            removes: [{ "by-name": "guidance" }, { "by-item-name": "link" }],
            adds: [
              { position: "ending", props: [{ name: "priority", value: "P1" }] },
              { position: "after", "by-id": "ac-2_smt.a", parts: [{ id: "ac-2_smt.a1", name: "item", prose: "Added item." }] },
            ],
          },
          { "control-id": "sc-99", adds: [{ props: [{ name: "x", value: "y" }] }] },
        ],
      },
    };
    const resolved = resolveProfile(profile, "data.profile", { catalog: lowSource, builtin: noBuiltin });
    // at-1 excluded; ia-2 by id alone, without its enhancements.
    expect(ids(resolved.catalog)).toEqual(["ac-2", "at-2", "at-2.2", "at-3", "at-4", "ia-2"]);
    const ac2 = resolved.catalog.groups![0].controls![0];
    expect(ac2.parts!.map((p) => p.name)).not.toContain("guidance");
    expect(ac2.links).toBeUndefined();
    expect(ac2.props!.at(-1)).toEqual({ name: "priority", value: "P1" });
    expect(ac2.parts![0].parts!.slice(0, 2).map((p) => p.id)).toEqual(["ac-2_smt.a", "ac-2_smt.a1"]);
    expect(ac2.params!.find((p) => p.id === "ac-02_odp.10")!.values).toEqual(["every 90 days"]);
    const report = resolved.report.report;
    expect(report.parameters_set).toBe(1);
    expect(report.skipped).toEqual([
      { path: "data.profile.imports.0.include-controls.1.with-ids.1", reason: 'No control "zz-9" in the catalog in the request.' },
      { path: "data.profile.modify.set-parameters.1", reason: 'No parameter "nope" among the selected controls: the setting is not applied.' },
      { path: "data.profile.modify.alters.1", reason: 'Control "sc-99" is not among the selected controls: the alteration is not applied.' },
    ]);
    // The set value replaces the placeholder in the text the framework shows.
    const fw = catalogToFramework(resolved.catalog, { base: "resolved", limits: LIMITS, report: resolved.report, origins: resolved.origins });
    expect(fw.controls[0].description).toContain("j. Review accounts for compliance with account management requirements every 90 days;");
    expect(fw.controls[0].description).toMatch(/^a\. Define and document/);
    expect(fw.controls[0].description).toContain("\nAdded item.");
    expect(oscalSchemaErrors("catalog", { catalog: resolved.catalog })).toEqual([]);
  });

  it("flattens without merge as-is and reports merge.custom", () => {
    const base = { ...PROFILE_HEAD, imports: [{ href: "#c", "include-controls": [{ "with-ids": ["at-2", "at-2.2"] }] }] };
    const flat = resolveProfile(base, "data.profile", { catalog: lowSource, builtin: noBuiltin });
    expect(flat.catalog.groups).toBeUndefined();
    expect(flat.catalog.controls!.map((c) => [c.id, c.controls])).toEqual([
      ["at-2", undefined],
      ["at-2.2", undefined],
    ]);
    const custom = resolveProfile({ ...base, merge: { custom: {} } }, "data.profile", { catalog: lowSource, builtin: noBuiltin });
    expect(custom.catalog.groups![0].controls![0].controls![0].id).toBe("at-2.2");
    expect(custom.report.report.skipped[0].path).toBe("data.profile.merge.custom");
  });

  it("reads OSCAL patterns as globs", () => {
    expect(globToRegExp("ac-2.*").test("ac-2.13")).toBe(true);
    expect(globToRegExp("ac-2.*").test("ac-20")).toBe(false);
    expect(globToRegExp("a?-1").test("ac-1")).toBe(true);
  });
});

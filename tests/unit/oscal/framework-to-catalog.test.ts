import { describe, expect, it } from "vitest";
import { builtinFrameworks } from "@/lib/frameworks/internal/catalog";
import { builtinOscalCatalog } from "@/lib/frameworks/internal/oscal-catalog";
import { catalogToFramework, type ConvertedFramework } from "@/lib/oscal/catalog-to-framework";
import { frameworkToCatalog, type ExportControlInput, type ExportFrameworkInput } from "@/lib/oscal/framework-to-catalog";
import { PRODUCT_NS, tokenFor } from "@/lib/oscal/ids";
import type { OscalCatalog, OscalCatalogDocument } from "@/lib/oscal/types";
import { OSCAL_VERSION } from "@/lib/oscal/version";
import { oscalFixture, oscalSchemaErrors } from "../../helpers/oscal-schema";

const LIMITS = { name: 200, label: 100, title: 500, text: 10_000, category: 200 };
const WHEN = new Date("2026-03-01T12:00:00.000Z");

function exportOf(fw: ConvertedFramework, edit: (c: ExportControlInput, i: number) => ExportControlInput = (c) => c): OscalCatalogDocument {
  const input: ExportFrameworkInput = {
    uuidOf: ["custom-framework", "f-1"],
    name: fw.framework.name,
    version: fw.framework.version,
    description: fw.framework.description,
    lastModified: WHEN,
    metadata: fw.oscal.metadata,
    groups: fw.oscal.groups,
    params: fw.oscal.params,
    backMatter: fw.oscal["back-matter"],
    controls: fw.controls.map((c, i) =>
      edit(
        {
          label: c.control_id_label,
          title: c.title,
          description: c.description,
          category: c.category,
          evidenceRequirements: c.evidence_requirements,
          testCriteria: c.test_criteria,
          mappings: [],
          oscal: c.oscal,
        },
        i,
      ),
    ),
  };
  return frameworkToCatalog(input);
}

const convert = (catalog: OscalCatalog) => catalogToFramework(catalog, { base: "data.catalog", limits: LIMITS });
const shape = (fw: ConvertedFramework) => fw.controls.map((c) => ({ ...c, oscal: { ...c.oscal } }));

describe("framework → OSCAL catalog", () => {
  for (const name of ["NIST_SP-800-53_rev5_LOW-baseline-resolved-profile_catalog.json", "basic-catalog.json"]) {
    it(`round-trips ${name}: export validates, and importing it again gives the same controls, parameters and order`, () => {
      const original = oscalFixture<OscalCatalogDocument>(name).catalog;
      const first = convert(original);
      const exported = exportOf(first);
      expect(oscalSchemaErrors("catalog", exported)).toEqual([]);
      expect(exported.catalog.metadata).toMatchObject({ "oscal-version": OSCAL_VERSION, "last-modified": WHEN.toISOString(), title: first.framework.name });
      const second = convert(exported.catalog);
      expect(shape(second)).toEqual(shape(first));
      expect(second.oscal.groups).toEqual(first.oscal.groups);
      // The controls come back exactly as NIST wrote them.
      expect(exported.catalog.groups).toEqual(JSON.parse(JSON.stringify(original.groups)));
      expect(exportOf(first)).toEqual(exported);
    });
  }

  it("writes the framework's edits over what was imported", () => {
    const first = convert(oscalFixture<OscalCatalogDocument>("NIST_SP-800-53_rev5_LOW-baseline-resolved-profile_catalog.json").catalog);
    const exported = exportOf(first, (c, i) =>
      i === 1
        ? {
            ...c,
            label: "AC-2 (tailored)",
            description: "Manage accounts our way.",
            testCriteria: null,
            evidenceRequirements: "Account review export.",
            mappings: [{ framework: "soc2", controlId: "CC6.2", relationship: "subset_of" }],
          }
        : c,
    );
    expect(oscalSchemaErrors("catalog", exported)).toEqual([]);
    const ac2 = exported.catalog.groups![0].controls![1];
    expect(ac2.id).toBe("ac-2");
    expect(ac2.props!.filter((p) => p.name === "label").map((p) => p.value)).toEqual(["AC-02", "AC-2 (tailored)", "AC-02"]);
    expect(ac2.props!.at(-1)).toEqual({ name: "mapping", ns: PRODUCT_NS, value: "soc2:CC6.2", class: "subset_of" });
    expect(ac2.parts!.map((p) => p.name)).toEqual(["statement", "guidance", "evidence-requirements"]);
    expect(ac2.parts![0]).toEqual({ id: "ac-2_smt", name: "statement", prose: "Manage accounts our way." });
    const again = convert(exported.catalog).controls[1];
    expect(again).toMatchObject({
      control_id_label: "AC-2 (tailored)",
      description: "Manage accounts our way.",
      test_criteria: null,
      evidence_requirements: "Account review export.",
    });
    expect(again.mappings).toEqual([{ framework: "soc2", controlId: "CC6.2", relationship: "subset_of", path: "data.catalog.groups.0.controls.1.props.5" }]);
  });

  it("groups a framework made in the product by category, with ids made from labels", () => {
    const control = (label: string, category: string | null): ExportControlInput => ({
      label,
      title: `T ${label}`,
      description: `D ${label}`,
      category,
      evidenceRequirements: null,
      testCriteria: "Check it.",
      mappings: [],
    });
    const doc = frameworkToCatalog({
      uuidOf: ["custom-framework", "f-2"],
      name: "Acme",
      version: null,
      description: null,
      lastModified: WHEN,
      controls: [control("AC-01", "Access"), control("164.308(a)(1)", "Admin"), control("AC-02", "Access"), control("Art. 5", null), control("ac-01", null)],
    });
    expect(oscalSchemaErrors("catalog", doc)).toEqual([]);
    expect(doc.catalog.metadata.version).toBe("1.0");
    expect(doc.catalog.groups!.map((g) => [g.id, g.title, g.controls!.map((c) => c.id)])).toEqual([
      ["access", "Access", ["ac-01", "ac-02"]],
      ["admin", "Admin", ["c-164.308.a.1"]],
    ]);
    expect(doc.catalog.controls!.map((c) => c.id)).toEqual(["art-5", "ac-01_2"]);
    // Catalog-level controls come before the groups in the file, so they come first on import.
    const back = convert(doc.catalog);
    expect(back.controls.map((c) => [c.control_id_label, c.category, c.description, c.test_criteria])).toEqual([
      ["Art. 5", null, "D Art. 5", "Check it."],
      ["ac-01", null, "D ac-01", "Check it."],
      ["AC-01", "Access", "D AC-01", "Check it."],
      ["AC-02", "Access", "D AC-02", "Check it."],
      ["164.308(a)(1)", "Admin", "D 164.308(a)(1)", "Check it."],
    ]);
  });

  it("exports every built-in framework as a valid catalog; SP 800-53 by family with enhancements nested", () => {
    for (const framework of builtinFrameworks) {
      const doc = builtinOscalCatalog(framework.id)!;
      expect(oscalSchemaErrors("catalog", doc), framework.id).toEqual([]);
      expect(convert(doc.catalog).controls.map((c) => c.control_id_label)).toEqual(framework.controls.map((c) => c.controlId));
    }
    const sp = builtinOscalCatalog("nist-800-53")!.catalog;
    expect(sp.groups).toHaveLength(20);
    expect(sp.groups![0]).toMatchObject({ id: "ac", class: "family", title: "Access Control" });
    const ac2 = sp.groups![0].controls!.find((c) => c.id === "ac-2")!;
    expect(ac2.controls!.slice(0, 2).map((c) => [c.id, c.props![0].value])).toEqual([
      ["ac-2.1", "AC-2(1)"],
      ["ac-2.2", "AC-2(2)"],
    ]);
    expect(tokenFor("SC-7(4)")).toBe("sc-7.4");
  });
});

import { describe, expect, it } from "vitest";
import { catalogToFramework, type ColumnLimits } from "@/lib/oscal/catalog-to-framework";
import { lookupIn, paramText, renderProse } from "@/lib/oscal/prose";
import type { OscalCatalog, OscalCatalogDocument } from "@/lib/oscal/types";
import { validateOscal } from "@/lib/oscal/validate";
import { oscalFixture } from "../../helpers/oscal-schema";
import { prose } from "@/lib/format/prose";

const LIMITS: ColumnLimits = { name: 200, label: 100, title: 500, text: 10_000, category: 200 };
const LOW = "NIST_SP-800-53_rev5_LOW-baseline-resolved-profile_catalog.json";

const convert = (catalog: OscalCatalog) => catalogToFramework(catalog, { base: "data.catalog", limits: LIMITS });

describe("OSCAL catalog → framework", () => {
  it("imports NIST's LOW baseline: 149 controls in document order, enhancements under their parent, parameters kept", () => {
    const { catalog } = oscalFixture<OscalCatalogDocument>(LOW);
    const fw = convert(catalog);
    expect(fw.framework).toEqual({ name: "NIST Special Publication 800-53 Revision 5.1.1 LOW IMPACT BASELINE", description: null, version: "5.1.1+u4" });
    expect(fw.controls).toHaveLength(149);
    expect(fw.controls.slice(0, 4).map((c) => c.control_id_label)).toEqual(["AC-1", "AC-2", "AC-3", "AC-7"]);
    expect(fw.report).toMatchObject({ source: "catalog", controls_imported: 149, enhancements: 18, groups: 18, parameters: 445, skipped: [] });

    const ac2 = fw.controls.find((c) => c.control_id_label === "AC-2")!;
    expect(ac2.category).toBe("Access Control");
    expect(ac2.description).toContain("c. Require [Assignment: prerequisites and criteria] for group and role membership;");
    expect(ac2.description).toContain("\n  3. Access authorizations (i.e., privileges) and [Assignment: attributes (as required)] for each account;");
    expect(ac2.test_criteria).toContain("AC-02-Examine");
    expect(ac2.oscal).toMatchObject({ id: "ac-2", class: "SP800-53", group: "ac" });
    expect(ac2.oscal.params).toHaveLength(10);
    expect(ac2.oscal.parts!.map((p) => p.name)).toEqual([
      "statement",
      "guidance",
      "assessment-objective",
      "assessment-method",
      "assessment-method",
      "assessment-method",
    ]);

    // An enhancement: labelled by its own label prop, nested under its base control.
    const at22 = fw.controls.find((c) => c.oscal.id === "at-2.2")!;
    expect(at22.control_id_label).toBe("AT-2(2)");
    expect(at22.oscal.parent).toBe("at-2");
    expect(fw.controls.indexOf(at22)).toBe(fw.controls.findIndex((c) => c.oscal.id === "at-2") + 1);

    const ac1 = fw.controls[0];
    expect(ac1.description).toMatch(/^a\. Develop, document, and disseminate to \[Assignment: organization-defined personnel or roles\]:/);
    expect(ac1.description).toContain("[Selection (one or more): organization-level; mission/business process-level; system-level]");
    expect(fw.report.notes).toEqual([{ path: "data.catalog.back-matter", reason: "135 back-matter resource(s) (references) kept for export but not shown." }]);
    expect(fw.oscal["back-matter"]?.resources).toHaveLength(135);
  });

  it("imports NIST's basic example: nested groups as 'Outer › Inner', nested parameter inserts, unknown parts reported", () => {
    const { catalog } = oscalFixture<OscalCatalogDocument>("basic-catalog.json");
    const fw = convert(catalog);
    expect(fw.controls.map((c) => c.control_id_label)).toEqual(["1.1.1", "1.1.2", "2.1.1", "2.1.2"]);
    expect(fw.controls[0].category).toBe("Organization of Information Security › Internal Organization");
    expect(fw.controls[0].description).toContain(
      prose(
        "A value has been assigned to [Selection (one or more): initiating a device lock after [Assignment: a duration] of inactivity;",
        "requiring the user to initiate a device lock before leaving the system unattended].",
      ),
    );
    expect(fw.controls[0].oscal.group).toBe("s1.1");
    expect(fw.oscal.groups.map((g) => [g.key, g.groups.map((s) => s.key)])).toEqual([
      ["s1", ["s1.1"]],
      ["s2", ["s2.1"]],
    ]);
    expect(fw.report.notes.some((n) => n.path === "data.catalog.groups.0.groups.0.controls.0.parts.0" && n.reason.includes('"overview"'))).toBe(true);
  });

  it("leaves withdrawn controls out and reports them; labels fall back to the id and stay unique", () => {
    const catalog: OscalCatalog = {
      uuid: "2b1b9e7e-6f5c-4a6e-9b39-0d3c6c2c2c2c",
      metadata: { title: "T", "last-modified": "2024-01-01T00:00:00Z", version: "1", "oscal-version": "1.1.2" },
      controls: [
        { id: "x-1", title: "One", props: [{ name: "label", value: "X" }] },
        { id: "x-2", title: "Two", props: [{ name: "label", value: "X" }] },
        { id: "x-3", title: "Gone", props: [{ name: "status", value: "withdrawn" }] },
        { id: "x-4", title: "No label" },
      ],
    };
    const fw = convert(catalog);
    expect(fw.controls.map((c) => c.control_id_label)).toEqual(["X", "x-2", "x-4"]);
    expect(fw.controls[0].category).toBeNull();
    expect(fw.report.skipped).toEqual([{ path: "data.catalog.controls.2", reason: "Withdrawn control x-3 (x-3) left out." }]);
    expect(fw.report.notes).toEqual([{ path: "data.catalog.controls.1", reason: 'Label "X" is used by an earlier control; imported as "x-2".' }]);
  });

  it("shows set values in place of the placeholder", () => {
    const lookup = lookupIn([
      { id: "p1", label: "frequency", values: ["every 90 days"] },
      { id: "p2", label: "personnel" },
      { id: "p3", select: { choice: ["lock", "disable"] } },
    ]);
    expect(renderProse("Review {{ insert: param, p1 }} by {{ insert: param, p2 }}; {{ insert: param, p3 }} it; {{insert: param, nope}}.", lookup)).toBe(
      "Review every 90 days by [Assignment: personnel]; [Selection: lock; disable] it; [Assignment: nope].",
    );
    expect(paramText(undefined, "zz", lookup)).toBe("[Assignment: zz]");
  });
});

describe("OSCAL validation", () => {
  it("accepts NIST's documents", () => {
    for (const name of [LOW, "basic-catalog.json"]) expect(validateOscal("catalog", oscalFixture(name), "data")).toEqual([]);
    for (const level of ["LOW", "MODERATE", "HIGH"])
      expect(validateOscal("profile", oscalFixture(`NIST_SP-800-53_rev5_${level}-baseline_profile.json`), "data")).toEqual([]);
  });

  it("names the JSON path of each problem under the request's path", () => {
    const doc = oscalFixture<OscalCatalogDocument>("basic-catalog.json");
    const group = doc.catalog.groups![0].groups![0];
    group.controls![0].params![0].id = "1 bad id";
    delete (group.controls![1] as { title?: string }).title;
    (doc.catalog.metadata as Record<string, unknown>).colour = "blue";
    const issues = validateOscal("catalog", doc, "data");
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "data.catalog.groups.0.groups.0.controls.0.params.0.id", message: expect.stringContaining("OSCAL token") },
        { path: "data.catalog.groups.0.groups.0.controls.1.title", message: "Required" },
        { path: "data.catalog.metadata.colour", message: "Not allowed here: not part of the OSCAL model" },
      ]),
    );
  });
});

import { describe, expect, it } from "vitest";
import { normalizeImport, toExportDocument } from "@/lib/custom-frameworks/internal/format";
import { exportDocumentSchema } from "@/lib/custom-frameworks/schemas";
import type { CustomControl, CustomFramework } from "@/lib/custom-frameworks/schemas";

const framework: CustomFramework = {
  id: "f1",
  name: "Internal",
  description: null,
  version: "1.0",
  category: "internal",
  status: "draft",
  control_count: 2,
  published_at: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};
const control = (label: string, sort: number, extra: Partial<CustomControl> = {}): CustomControl => ({
  id: label,
  framework_id: "f1",
  control_id_label: label,
  title: `T ${label}`,
  description: null,
  category: null,
  evidence_requirements: null,
  test_criteria: null,
  standard_mappings: [],
  sort_order: sort,
  oscal: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...extra,
});

describe("compliance-framework/v1", () => {
  it("exports controls in sort order with positions 0..n-1", () => {
    const doc = toExportDocument(framework, [
      control("B", 7),
      control("A", 3, { standard_mappings: [{ framework: "soc2", controlId: "CC6.1", origin: "user" }] }),
    ]);
    expect(doc.format).toBe("compliance-framework/v1");
    expect(doc.controls.map((c) => [c.control_id_label, c.sort_order])).toEqual([
      ["A", 0],
      ["B", 1],
    ]);
  });

  it("round-trips: export → schema → normalize → export gives the same document, mapping provenance included", () => {
    const mappings = [
      { framework: "gdpr", controlId: "Art. 32", origin: "user" as const },
      {
        framework: "iso27001",
        controlId: "A.5.15",
        origin: "suggestion" as const,
        relationship: "intersects_with" as const,
        confidence: 0.82,
        modelVersion: "m-1",
      },
      { framework: "soc2", controlId: "CC6.1", origin: "copied" as const, relationship: "equivalent" as const },
    ];
    const doc = toExportDocument(framework, [control("A", 0, { description: "d", standard_mappings: mappings }), control("B", 1)]);
    expect(doc.controls[0].standard_mappings).toEqual(mappings);
    const parsed = exportDocumentSchema.parse(JSON.parse(JSON.stringify(doc)));
    const normalized = normalizeImport(parsed);
    if (!normalized.ok) throw new Error("unexpected");
    const again = toExportDocument(
      { ...framework, ...normalized.value.framework },
      normalized.value.controls.map((c, i) => ({
        ...control(c.control_id_label, i),
        ...c,
        standard_mappings: c.standard_mappings.map((m) => ({ ...m, origin: m.origin ?? "user" })),
      })),
    );
    expect(again).toEqual(doc);
  });

  it("orders by sort_order when given and rejects duplicate labels", () => {
    const parsed = exportDocumentSchema.parse({
      format: "compliance-framework/v1",
      framework: { name: "X" },
      controls: [
        { control_id_label: "B", title: "b", sort_order: 2 },
        { control_id_label: "A", title: "a", sort_order: 1 },
      ],
    });
    const n = normalizeImport(parsed);
    expect(n.ok && n.value.controls.map((c) => c.control_id_label)).toEqual(["A", "B"]);
    const dup = normalizeImport({ ...parsed, controls: [parsed.controls[0], { ...parsed.controls[1], control_id_label: "B" }] });
    expect(dup.ok).toBe(false);
    expect(!dup.ok && dup.issues[0].path).toBe("data.controls.1.control_id_label");
  });

  it("rejects unknown fields, a wrong format and unknown mappings", () => {
    const bad = exportDocumentSchema.safeParse({
      format: "compliance-framework/v2",
      framework: { name: "X", extra: 1 },
      controls: [{ control_id_label: "A", title: "a", standard_mappings: [{ framework: "soc2", controlId: "XX9" }] }],
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join("."));
    expect(paths).toContain("format");
    expect(paths).toContain("framework");
    expect(paths).toContain("controls.0.standard_mappings.0.controlId");
  });
});

import type { customControls } from "@/db/custom-frameworks";
import { frameworkToCatalog } from "@/lib/oscal/framework-to-catalog";
import type { OscalCatalogDocument, StoredControlOscal, StoredFrameworkOscal } from "@/lib/oscal/types";
import type { FrameworkRow } from "./queries";

type ControlRow = typeof customControls.$inferSelect;

/**
 * A custom framework as an OSCAL catalog: what an OSCAL import kept (metadata, groups, back-matter, each control's
 * id, params, props, links and parts) is written back, so exporting an imported catalog and importing that again
 * gives the same controls, parameters and order; the framework's own fields (name, version, labels, titles, and
 * any edited description or test criteria) win over what was imported.
 */
export function toOscalCatalog(fw: FrameworkRow, rows: readonly ControlRow[]): OscalCatalogDocument {
  const stored = (fw.oscal ?? null) as unknown as StoredFrameworkOscal | null;
  return frameworkToCatalog({
    uuidOf: ["custom-framework", fw.id],
    name: fw.name,
    version: fw.version,
    description: fw.description,
    lastModified: fw.updatedAt,
    metadata: stored?.metadata,
    groups: stored?.groups,
    params: stored?.params,
    backMatter: stored?.["back-matter"],
    controls: rows.map((r) => ({
      label: r.controlIdLabel,
      title: r.title,
      description: r.description,
      category: r.category,
      evidenceRequirements: r.evidenceRequirements,
      testCriteria: r.testCriteria,
      mappings: (r.standardMappings ?? []).map((m) => ({
        framework: m.framework,
        controlId: m.controlId,
        ...(m.relationship ? { relationship: m.relationship } : {}),
      })),
      oscal: (r.oscal ?? null) as unknown as StoredControlOscal | null,
    })),
  });
}

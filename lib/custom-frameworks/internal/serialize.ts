import type { customControls, customFrameworks } from "@/db/custom-frameworks";
import { toMappingJson } from "./mappings";
import type { FrameworkCategory } from "./types";
import type { CustomControl, CustomFramework } from "../schemas";
import { toControlOscal } from "./serialize-oscal";

type FrameworkRow = typeof customFrameworks.$inferSelect;
type ControlRow = typeof customControls.$inferSelect;

export function toFramework(row: FrameworkRow, controlCount: number): CustomFramework {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    version: row.version,
    category: row.category as FrameworkCategory | null,
    status: row.status,
    control_count: controlCount,
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toControl(row: ControlRow): CustomControl {
  return {
    id: row.id,
    framework_id: row.frameworkId,
    control_id_label: row.controlIdLabel,
    title: row.title,
    description: row.description,
    category: row.category,
    evidence_requirements: row.evidenceRequirements,
    test_criteria: row.testCriteria,
    standard_mappings: (row.standardMappings ?? []).map(toMappingJson),
    sort_order: row.sortOrder,
    oscal: toControlOscal(row.oscal),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

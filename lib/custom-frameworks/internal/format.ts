import type { z } from "zod";
import type { ValidationIssue } from "@/lib/errors";
import type { exportDocumentSchema } from "../schemas";
import { EXPORT_FORMAT } from "./types";
import type { ControlFields, CustomControl, CustomFramework, FrameworkExport } from "../schemas";

/**
 * `compliance-framework/v1`. Export writes every field (absent optional text as null, mappings
 * as a list, `sort_order` as the position 0..n-1), so importing an export and exporting it again
 * gives the same document.
 */
export function toExportDocument(framework: CustomFramework, controls: readonly CustomControl[]): FrameworkExport {
  const ordered = [...controls].sort((a, b) => a.sort_order - b.sort_order || a.created_at.localeCompare(b.created_at));
  return {
    format: EXPORT_FORMAT,
    framework: {
      name: framework.name,
      description: framework.description,
      version: framework.version,
      category: framework.category,
    },
    controls: ordered.map((c, i) => ({
      control_id_label: c.control_id_label,
      title: c.title,
      description: c.description,
      category: c.category,
      evidence_requirements: c.evidence_requirements,
      test_criteria: c.test_criteria,
      // Provenance travels with the mapping, so an import of the export says who made each one.
      standard_mappings: c.standard_mappings.map((m) => ({ ...m })),
      sort_order: i,
    })),
  };
}

type ImportDocument = z.output<typeof exportDocumentSchema>;

export interface NormalizedImport {
  framework: FrameworkExport["framework"];
  controls: ControlFields[];
}

/**
 * Orders imported controls (by `sort_order` where given, else by position; ties keep file order)
 * and checks what the schema cannot: labels unique within the framework.
 */
export function normalizeImport(doc: ImportDocument): { ok: true; value: NormalizedImport } | { ok: false; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const seen = new Map<string, number>();
  doc.controls.forEach((c, i) => {
    const first = seen.get(c.control_id_label);
    if (first !== undefined) {
      issues.push({ path: `data.controls.${i}.control_id_label`, message: `"${c.control_id_label}" is already used by controls.${first}.` });
    } else {
      seen.set(c.control_id_label, i);
    }
  });
  if (issues.length > 0) return { ok: false, issues };
  const ordered = doc.controls
    .map((c, i) => ({ c, key: c.sort_order ?? i, i }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map(({ c }) => c);
  return {
    ok: true,
    value: {
      framework: {
        name: doc.framework.name,
        description: doc.framework.description ?? null,
        version: doc.framework.version ?? null,
        category: doc.framework.category ?? null,
      },
      controls: ordered.map((c) => ({
        control_id_label: c.control_id_label,
        title: c.title,
        description: c.description ?? null,
        category: c.category ?? null,
        evidence_requirements: c.evidence_requirements ?? null,
        test_criteria: c.test_criteria ?? null,
        standard_mappings: c.standard_mappings ?? [],
      })),
    },
  };
}

import { getBuiltinControl, isBuiltinFrameworkId } from "@/lib/frameworks/catalog";
import type { ValidationIssue } from "@/lib/errors";
import type { StandardMapping } from "./response-schemas";

/**
 * Problems with a list of standard mappings: each must name a built-in framework and one of its
 * controls (docs/api.md §9), and a pair may appear once. `path` prefixes each issue (e.g.
 * `standard_mappings` or `controls.3.standard_mappings`).
 */
export function mappingIssues(mappings: readonly StandardMapping[], path: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  mappings.forEach((m, i) => {
    const at = `${path}.${i}`;
    if (!isBuiltinFrameworkId(m.framework)) {
      issues.push({ path: `${at}.framework`, message: `Unknown built-in framework "${m.framework}".` });
      return;
    }
    if (!getBuiltinControl(m.framework, m.controlId)) {
      issues.push({ path: `${at}.controlId`, message: `Framework "${m.framework}" has no control "${m.controlId}".` });
      return;
    }
    const key = `${m.framework}\u0000${m.controlId}`;
    if (seen.has(key)) issues.push({ path: at, message: `Duplicate mapping ${m.framework}:${m.controlId}.` });
    seen.add(key);
  });
  return issues;
}

/** `framework:controlId` as CSV cells write a mapping. */
export function formatMapping(m: StandardMapping): string {
  return `${m.framework}:${m.controlId}`;
}

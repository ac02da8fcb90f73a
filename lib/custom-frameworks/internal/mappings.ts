import { getBuiltinControl, isBuiltinFrameworkId } from "@/lib/frameworks";
import type { ValidationIssue } from "@/lib/errors";
import type { StoredMapping } from "@/db/custom-frameworks";
import type { StandardMapping, StandardMappingJson } from "../schemas";

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

const PRODUCT_ORIGINS = new Set(["copied", "crosswalk"]);
const PROVENANCE = ["origin", "relationship", "confidence", "modelVersion", "source"] as const;

/**
 * Problems with the provenance a request claims: `copied` and `crosswalk` are set only by the product, so a mapping
 * with one of them is accepted only when the control already holds that pair with exactly that provenance (a form
 * or client sending the control's mappings back). To state a relationship of your own, send origin `user`.
 */
export function productOriginIssues(mappings: readonly StandardMapping[], stored: readonly StoredMapping[], path: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  mappings.forEach((m, i) => {
    if (!m.origin || !PRODUCT_ORIGINS.has(m.origin)) return;
    const held = stored.find((s) => s.framework === m.framework && s.controlId === m.controlId);
    if (!held || PROVENANCE.some((k) => held[k] !== m[k])) {
      issues.push({
        path: `${path}.${i}.origin`,
        message: `Origin "${m.origin}" is set only by the product; send origin "user" (or leave it out) for a mapping you make.`,
      });
    }
  });
  return issues;
}

/** Mappings as stored: `origin` written out (a person's when not given), absent fields left out. */
export function toStoredMappings(mappings: readonly StandardMapping[]): StoredMapping[] {
  return mappings.map((m) => {
    const stored: StoredMapping = { framework: m.framework, controlId: m.controlId, origin: m.origin ?? "user" };
    for (const k of ["relationship", "confidence", "modelVersion", "source"] as const) if (m[k] !== undefined) Object.assign(stored, { [k]: m[k] });
    return stored;
  });
}

/** A stored mapping as the API answers it: stored before provenance existed, it is a person's (`user`). */
export function toMappingJson(m: StoredMapping): StandardMappingJson {
  return toStoredMappings([m])[0] as StandardMappingJson;
}

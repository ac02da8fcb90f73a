import type { OutputFramework } from "./types";

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|placeholder)\b/i;

/** Refuses to write a catalog the product could trip over (empty fields, duplicates, placeholders). */
export function validateFramework(f: OutputFramework): void {
  const problems: string[] = [];
  for (const key of ["id", "name", "version", "category", "description", "source", "license"] as const) {
    if (typeof f[key] !== "string" || f[key].trim() === "") problems.push(`framework.${key} is empty`);
  }
  if (f.controls.length === 0) problems.push("no controls");
  const seen = new Set<string>();
  for (const c of f.controls) {
    if (seen.has(c.controlId)) problems.push(`duplicate controlId ${c.controlId}`);
    seen.add(c.controlId);
    for (const key of ["controlId", "title", "description", "category"] as const) {
      const value = c[key];
      if (typeof value !== "string" || value.trim() === "") problems.push(`${c.controlId}: ${key} is empty`);
      else if (value !== value.trim() || /\s{2,}/.test(value)) problems.push(`${c.controlId}: ${key} has stray whitespace`);
      else if (PLACEHOLDER.test(value)) problems.push(`${c.controlId}: ${key} looks like a placeholder`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`${f.id}: ${problems.length} problem(s):\n  ${problems.slice(0, 50).join("\n  ")}`);
  }
}

/** Every source id needs a description and every description a source id, so a typo cannot hide. */
export function matchDescriptions(frameworkId: string, ids: readonly string[], descriptions: Record<string, string>): void {
  const missing = ids.filter((id) => !(id in descriptions));
  const idSet = new Set(ids);
  const extra = Object.keys(descriptions).filter((id) => !idSet.has(id));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `${frameworkId}: descriptions do not match the catalog` +
        (missing.length ? `\n  missing: ${missing.join(", ")}` : "") +
        (extra.length ? `\n  unknown: ${extra.join(", ")}` : ""),
    );
  }
}

import type { BuildInputs, OutputCrosswalks, OutputFramework } from "./types";

/** The source catalogs' framework ids (scripts/catalogs/source/mappings.json) → the built-in ids the product serves. */
const FRAMEWORK_IDS: Record<string, string> = {
  "nist-sp-800-53-r5": "nist-800-53",
  "nist-csf-2.0": "nist-csf-2",
  "iso-iec-27001-2022": "iso27001",
};

/** The built-in frameworks the vendored mappings join. */
export const CROSSWALK_FRAMEWORKS = Object.values(FRAMEWORK_IDS);

/**
 * The source's relationship words → NIST OLIR relationship types. The transcription we vendor records every
 * pair as "intersect" (written "related" in mappings.json): NIST's finer subset/superset/equal are not in it, so
 * no row may claim more than an intersection.
 */
const RELATIONSHIPS: Record<string, string> = { related: "intersects_with" };

/**
 * How each publication is named to a reviewer: the source file says who published it in one sentence; the
 * product shows name, publisher and version apart. A source key the table does not describe stops the build.
 */
const SOURCES: Record<string, { name: string; publisher: string; version: string }> = {
  "nist-olir-sp800-53r5-to-iso27001-2022": {
    name: "NIST OLIR informative reference: SP 800-53 Rev. 5 to ISO/IEC 27001:2022",
    publisher: "NIST",
    version: "2023-10-12 update",
  },
  "nist-csf2-informative-reference-iso27001-2022": {
    name: "NIST CSF 2.0 informative references: ISO/IEC 27001:2022",
    publisher: "NIST",
    version: "CSF 2.0 (2024-02-26)",
  },
};

interface SourceMappings {
  sources: Record<string, unknown>;
  mappings: { from_framework: string; from_id: string; to_framework: string; to_id: string; relationship: string; source: string }[];
}

/**
 * lib/frameworks/catalogs/crosswalks.json from the vendored mappings.json: rows
 * `[fromFramework, fromId, toFramework, toId, relationship, sourceKey]` in the source's order, with built-in
 * framework ids, and each source with the pair of frameworks it maps. Every id must exist in `frameworks`
 * (the built catalogs), every row must be unique, and every source described.
 */
export function buildCrosswalks(inputs: BuildInputs, frameworks: readonly OutputFramework[]): OutputCrosswalks {
  const src = inputs.readSource("mappings.json") as SourceMappings;
  const problems: string[] = [];
  const known = new Map(frameworks.map((f) => [f.id, new Set(f.controls.map((c) => c.controlId))]));
  const sources: OutputCrosswalks["sources"] = {};
  for (const key of Object.keys(src.sources)) {
    const described = SOURCES[key];
    if (!described) problems.push(`source ${key} has no name, publisher and version in scripts/catalogs/crosswalks.ts`);
  }
  const rows: OutputCrosswalks["rows"] = [];
  const seen = new Set<string>();
  src.mappings.forEach((m, i) => {
    const from = FRAMEWORK_IDS[m.from_framework];
    const to = FRAMEWORK_IDS[m.to_framework];
    const relationship = RELATIONSHIPS[m.relationship];
    const described = SOURCES[m.source];
    if (!from || !to) return problems.push(`mappings[${i}]: unknown framework ${m.from_framework} or ${m.to_framework}`);
    if (!relationship) return problems.push(`mappings[${i}]: unknown relationship "${m.relationship}"`);
    if (!described || !(m.source in src.sources)) return problems.push(`mappings[${i}]: unknown source ${m.source}`);
    if (!known.get(from)?.has(m.from_id)) problems.push(`mappings[${i}]: ${from} has no control ${m.from_id}`);
    if (!known.get(to)?.has(m.to_id)) problems.push(`mappings[${i}]: ${to} has no control ${m.to_id}`);
    const key = [from, m.from_id, to, m.to_id].join("\u0000");
    if (seen.has(key)) problems.push(`mappings[${i}]: duplicate row ${from}:${m.from_id} → ${to}:${m.to_id}`);
    seen.add(key);
    const existing = sources[m.source];
    if (existing && (existing.from !== from || existing.to !== to))
      problems.push(`mappings[${i}]: source ${m.source} maps ${existing.from} → ${existing.to}, not ${from} → ${to}`);
    if (!existing) sources[m.source] = { ...described, from, to };
    rows.push([from, m.from_id, to, m.to_id, relationship, m.source]);
  });
  if (rows.length === 0) problems.push("no mapping rows");
  if (problems.length > 0) throw new Error(`crosswalks: ${problems.length} problem(s):\n  ${problems.slice(0, 50).join("\n  ")}`);
  return { sources, rows };
}

/** JSON with `", "` and `": "` between items, as the committed file is written (all its text is ASCII). */
function spaced(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(spaced).join(", ")}]`;
  if (value !== null && typeof value === "object")
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${spaced(v)}`)
      .join(", ")}}`;
  return JSON.stringify(value);
}

/** The sources on one line, then one row per line, so a regenerated crosswalk diffs per mapping. */
export function serializeCrosswalks(c: OutputCrosswalks): string {
  const rows = c.rows.map((r, i) => `  ${spaced(r)}${i < c.rows.length - 1 ? "," : ""}`);
  return `{\n "sources": ${spaced(c.sources)},\n "rows": [\n${rows.join("\n")}\n ]\n}\n`;
}

import type { OscalParam, OscalPart, OscalProp } from "./types";

const INSERT = /\{\{\s*insert:\s*param,\s*([^\s}]+)\s*\}\}/g;
/** Choices may insert other parameters; a malformed catalog could make them insert each other forever. */
const MAX_DEPTH = 4;

export type ParamLookup = (id: string) => OscalParam | undefined;

export function lookupIn(...lists: (readonly OscalParam[] | undefined)[]): ParamLookup {
  const map = new Map<string, OscalParam>();
  // Later lists are inner scopes (the control's own params after its group's), so they win.
  for (const list of lists) for (const p of list ?? []) map.set(p.id, p);
  return (id) => map.get(id);
}

/**
 * How a parameter reads inside a statement, as NIST prints it: its value(s) once a catalog or profile set them,
 * otherwise `[Assignment: <label>]` or `[Selection (one or more): a; b]`.
 */
export function paramText(param: OscalParam | undefined, id: string, lookup: ParamLookup, depth = 0): string {
  if (!param) return `[Assignment: ${id}]`;
  if (param.values && param.values.length > 0) return param.values.map((v) => renderProse(v, lookup, depth + 1)).join(", ");
  if (param.select) {
    const choices = (param.select.choice ?? []).map((c) => renderProse(c, lookup, depth + 1).trim());
    const head = param.select["how-many"] === "one-or-more" ? "Selection (one or more)" : "Selection";
    return `[${head}: ${choices.join("; ")}]`;
  }
  return `[Assignment: ${param.label ?? id}]`;
}

/** Prose with every `{{ insert: param, id }}` replaced by the parameter's text. */
export function renderProse(prose: string, lookup: ParamLookup, depth = 0): string {
  if (depth > MAX_DEPTH) return prose;
  return prose.replace(INSERT, (_m, id: string) => paramText(lookup(id), id, lookup, depth));
}

export function labelOf(props: readonly OscalProp[] | undefined): string | undefined {
  const labels = (props ?? []).filter((p) => p.name === "label" && !p.ns);
  return (labels.find((p) => !p.class) ?? labels[0])?.value;
}

/**
 * A part's prose and its sub-parts' as plain lines, each item led by its label ("a.", "1."), nested items
 * indented, so a statement reads as NIST prints it.
 */
export function flattenParts(parts: readonly OscalPart[], lookup: ParamLookup, indent = ""): string[] {
  const lines: string[] = [];
  for (const part of parts) {
    const label = labelOf(part.props);
    // Prose may hold paragraphs (SP 800-53A lists its assessment objects one per paragraph): one line each.
    const [first = "", ...more] = part.prose
      ? renderProse(part.prose, lookup)
          .split(/\n+/)
          .map((l) => l.trim())
          .filter(Boolean)
      : [];
    const head = [label, part.title && !first ? part.title : undefined, first].filter(Boolean).join(" ");
    if (head) lines.push(`${indent}${head}`);
    for (const line of more) lines.push(`${indent}${label || part.title ? "  " : ""}${line}`);
    if (part.parts?.length) lines.push(...flattenParts(part.parts, lookup, head ? `${indent}  ` : indent));
  }
  return lines;
}

/** Every param id a piece of prose inserts. */
export function insertedParams(prose: string): string[] {
  return [...prose.matchAll(INSERT)].map((m) => m[1]);
}

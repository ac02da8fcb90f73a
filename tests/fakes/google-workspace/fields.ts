/**
 * Google's partial response (`fields=nextPageToken,users(id,primaryEmail)`, `a/b`): only the named fields of the
 * answer come back, the rule applied inside arrays element by element.
 */
type Selection = Map<string, Selection | true>;

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === "(") depth += 1;
    else if (text[i] === ")") depth -= 1;
    else if (text[i] === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

function merge(into: Selection, path: string[], sub: Selection | true): void {
  const [head, ...rest] = path;
  if (rest.length === 0) {
    const existing = into.get(head);
    if (existing instanceof Map && sub instanceof Map) for (const [k, v] of sub) existing.set(k, v);
    else into.set(head, existing === true ? true : sub);
    return;
  }
  let next = into.get(head);
  if (!(next instanceof Map)) {
    next = new Map();
    into.set(head, next);
  }
  merge(next, rest, sub);
}

export function parseFields(fields: string): Selection {
  const selection: Selection = new Map();
  for (const part of splitTopLevel(fields)) {
    const open = part.indexOf("(");
    const path = (open === -1 ? part : part.slice(0, open)).split("/").map((p) => p.trim());
    const sub = open === -1 ? true : parseFields(part.slice(open + 1, part.lastIndexOf(")")));
    merge(selection, path, sub);
  }
  return selection;
}

function select(value: unknown, selection: Selection): unknown {
  if (Array.isArray(value)) return value.map((v) => select(v, selection));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of selection) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = sub === true ? v : select(v, sub);
  }
  return out;
}

export function applyFields<T>(body: T, fields: string): Partial<T> {
  return select(body, parseFields(fields)) as Partial<T>;
}

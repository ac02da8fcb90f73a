import type { FieldProblem, TemplateField, Variables } from "./types";

export const MAX_STRING_LENGTH = 2000;
export const MAX_LIST_ITEMS = 100;
export const MAX_LIST_ITEM_LENGTH = 500;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Deliberately strict: no spaces, quotes, angle brackets or backslashes, so an accepted address
// can be written as a Markdown autolink without escaping.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function normalizeEmail(value: string): string | null {
  return value.length <= 254 && EMAIL.test(value) ? value : null;
}

/** An absolute http(s) URL in its serialised form (which percent-encodes spaces and angle brackets). */
export function normalizeUrl(value: string): string | null {
  if (value.length > MAX_STRING_LENGTH) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);
}

function checkScalar(field: TemplateField, raw: string, path: string, problems: FieldProblem[]): string | undefined {
  const v = raw.trim();
  switch (field.type) {
    case "date":
      if (!isValidDate(v)) return void problems.push({ path, message: `${field.label} must be a date written YYYY-MM-DD` });
      return v;
    case "email": {
      const e = normalizeEmail(v);
      if (!e) return void problems.push({ path, message: `${field.label} must be an e-mail address` });
      return e;
    }
    case "url": {
      const u = normalizeUrl(v);
      if (!u) return void problems.push({ path, message: `${field.label} must be an absolute http(s) URL` });
      return u;
    }
    default:
      if (v.length > MAX_STRING_LENGTH) {
        return void problems.push({ path, message: `${field.label} must be at most ${MAX_STRING_LENGTH} characters` });
      }
      return v;
  }
}

function checkList(field: TemplateField, raw: unknown[], path: string, problems: FieldProblem[]): string[] | undefined {
  if (raw.length > MAX_LIST_ITEMS) {
    return void problems.push({ path, message: `${field.label} may hold at most ${MAX_LIST_ITEMS} items` });
  }
  const out: string[] = [];
  const before = problems.length;
  raw.forEach((item, i) => {
    const itemPath = `${path}.${i}`;
    if (typeof item !== "string") return void problems.push({ path: itemPath, message: `${field.label} items must be strings` });
    const v = item.trim();
    if (v === "") return void problems.push({ path: itemPath, message: `${field.label} items may not be empty` });
    if (v.length > MAX_LIST_ITEM_LENGTH) {
      return void problems.push({ path: itemPath, message: `${field.label} items must be at most ${MAX_LIST_ITEM_LENGTH} characters` });
    }
    if (field.options && !field.options.includes(v)) {
      return void problems.push({ path: itemPath, message: `${field.label} items must be one of: ${field.options.join(", ")}` });
    }
    if (!out.includes(v)) out.push(v);
  });
  return problems.length === before ? out : undefined;
}

export interface CheckOptions {
  /** Prefix of every problem path (the request body's key holding the variables). */
  pathPrefix?: string;
  /** Names accepted without being a field (bulk: variables shared with other templates). */
  alsoAllowed?: ReadonlySet<string>;
}

export type VariableCheck = { ok: true; values: Variables } | { ok: false; problems: FieldProblem[] };

/**
 * Checks variables against a template's fields and reports every problem at once: each missing
 * required field, each wrong type (per list item), and each name that is not a field (a typo must
 * not silently drop a value). Optional blank values are dropped, strings are trimmed.
 */
export function validateVariables(
  fields: readonly TemplateField[],
  input: unknown,
  { pathPrefix = "variables", alsoAllowed }: CheckOptions = {},
): VariableCheck {
  const problems: FieldProblem[] = [];
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, problems: [{ path: pathPrefix, message: "variables must be an object" }] };
  }
  const given = input as Record<string, unknown>;
  const values: Variables = {};
  const known = new Set(fields.map((f) => f.name));
  for (const name of Object.keys(given)) {
    if (!known.has(name) && !alsoAllowed?.has(name)) {
      problems.push({ path: `${pathPrefix}.${name}`, message: `${name} is not a variable of this template` });
    }
  }
  for (const field of fields) {
    const path = `${pathPrefix}.${field.name}`;
    const raw = given[field.name];
    if (isBlank(raw)) {
      if (field.required) problems.push({ path, message: `${field.label} is required (${field.type})` });
      continue;
    }
    if (field.type === "string[]") {
      if (!Array.isArray(raw)) {
        problems.push({ path, message: `${field.label} must be a list of strings` });
        continue;
      }
      const list = checkList(field, raw, path, problems);
      if (list) values[field.name] = list;
    } else {
      if (typeof raw !== "string") {
        problems.push({ path, message: `${field.label} must be a string (${field.type})` });
        continue;
      }
      const v = checkScalar(field, raw, path, problems);
      if (v !== undefined) values[field.name] = v;
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, values };
}

import { ServiceError, type ValidationIssue } from "@/lib/errors";

/**
 * Text that PostgreSQL cannot store: it rejects U+0000 in `text`/`jsonb`, and a lone UTF-16 surrogate
 * has no UTF-8 encoding, so either one would otherwise surface as a 500 deep inside a query. The edge
 * decides it once, for every string of a request (body, query, path, keys included), before any schema.
 */
export const BAD_TEXT_MESSAGE = "Must not contain NUL characters or unpaired UTF-16 surrogates";
const BAD_KEY_MESSAGE = "Field names must not contain NUL characters or unpaired UTF-16 surrogates";

/** Nesting beyond this is refused: no body of this API is that deep, and recursion on it elsewhere would overflow. */
export const MAX_JSON_DEPTH = 64;
/** The answer names at most this many fields; a body with thousands of bad strings needs no longer list. */
const MAX_ISSUES = 50;

export function isStorableText(value: string): boolean {
  return value.isWellFormed() && !value.includes("\u0000");
}

/** A bad key, made printable for the issue's path (the key itself is what cannot be echoed faithfully). */
function printableKey(key: string): string {
  return key.toWellFormed().replaceAll("\u0000", "\uFFFD");
}

/**
 * Every string in `value` (object keys, nested at any depth) that cannot be stored, as `{path, message}`
 * in the same dotted form as schema issues (`controls.3.title`). Walks iteratively, so a deeply nested
 * body cannot overflow the stack here.
 */
export function findBadText(value: unknown, prefix?: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const root = prefix ? [prefix] : [];
  type Item = { value: unknown; path: string[]; badKey?: true };
  const stack: Item[] = [{ value, path: root }];
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const { value: current, path, badKey } = stack.pop()!;
    if (badKey) {
      issues.push({ path: path.join("."), message: BAD_KEY_MESSAGE });
      continue;
    }
    if (typeof current === "string") {
      if (!isStorableText(current)) issues.push({ path: path.join("."), message: BAD_TEXT_MESSAGE });
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (path.length - root.length >= MAX_JSON_DEPTH) {
      issues.push({ path: path.join("."), message: `Nested too deeply (more than ${MAX_JSON_DEPTH} levels)` });
      continue;
    }
    const children: Item[] = [];
    const visit = (key: string, item: unknown) => {
      // Numbers, booleans and null hold no text: not worth a stack entry in a long array.
      if (typeof item === "string" || (item !== null && typeof item === "object")) children.push({ value: item, path: [...path, key] });
    };
    if (Array.isArray(current)) {
      current.forEach((item, index) => visit(String(index), item));
    } else {
      for (const [key, item] of Object.entries(current)) {
        if (isStorableText(key)) visit(key, item);
        else children.push({ value: undefined, path: [...path, printableKey(key)], badKey: true });
      }
    }
    // Reversed onto the stack, so issues come out in document order.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return issues;
}

/** Throws 400 `validation_failed` naming every field whose text cannot be stored. */
export function assertStorableText(value: unknown, prefix?: string): void {
  const issues = findBadText(value, prefix);
  if (issues.length > 0) throw ServiceError.validation(issues);
}

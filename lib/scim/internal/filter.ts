import { parse, Tester, type Compare, type Filter } from "scim2-parse-filter";
// Not re-exported by the package's index; used only to see parentheses, which its AST does not keep.
import { tokenizer } from "scim2-parse-filter/lib/src/parser";
import { ServiceError } from "@/lib/errors";
import { GROUP_SCHEMA, USER_SCHEMA } from "./urns";

// SCIM filters (RFC 7644 §3.4.2.2), parsed and evaluated by scim2-parse-filter. This adapter adds what the library
// leaves to the service provider: which attributes may be filtered on, RFC 7643 case rules (`caseExact`), and
// Entra ID's quoted booleans. `or`, `not` and parentheses stay refused as `invalidFilter` although the library reads
// them: the endpoint's contract (pinned by tests/integration/scim) is what identity providers send, comparisons
// joined with `and`.

export type Json = unknown;
export type { Filter };

/** Attributes compared case-sensitively (RFC 7643 `caseExact`); every other string compares case-insensitively. */
const CASE_EXACT = new Set(["id", "externalid", "value"]);

export function invalidFilter(message: string): ServiceError {
  return new ServiceError("validation_failed", message, { scimType: "invalidFilter" });
}

/** Strips a core schema URN (`urn:…:core:2.0:User:userName` → `userName`). */
export function stripSchema(path: string): string {
  for (const urn of [USER_SCHEMA, GROUP_SCHEMA]) {
    if (path.toLowerCase().startsWith(`${urn.toLowerCase()}:`)) return path.slice(urn.length + 1);
  }
  return path;
}

/** The value of `name` on an object, matching the attribute name case-insensitively (RFC 7643 §2.1). */
export function attributeOf(object: Json, name: string): Json {
  if (!object || typeof object !== "object" || Array.isArray(object)) return undefined;
  const key = Object.keys(object).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : (object as Record<string, Json>)[key];
}

/** Compare nodes whose strings compare case-sensitively, decided once per parsed filter. */
const caseExactNodes = new WeakSet<Filter>();

/**
 * Checks and normalises the library's AST: core schema URNs stripped, attributes limited to `attributes` (outside
 * brackets), and `emails[type eq "work"].value eq "…"` — which the library reads as `emails[…] and emails.value eq
 * "…"`, true when any two e-mails match each half — folded back into one value path so one e-mail must match both
 * (a filter written out as `emails[…] and emails.value eq "…"` parses the same, and gets the stricter meaning too).
 */
function normalise(node: Filter, attributes: Set<string>, parent?: string): Filter {
  switch (node.op) {
    case "or":
    case "not":
      throw invalidFilter(`"${node.op}" is not supported in filters; join comparisons with "and".`);
    case "and": {
      const [first, second] = node.filters;
      if (!parent && node.filters.length === 2 && first.op === "[]" && "attrPath" in second && second.attrPath.startsWith(`${first.attrPath}.`)) {
        const sub = { ...second, attrPath: second.attrPath.slice(first.attrPath.length + 1) } as Filter;
        return normalise({ op: "[]", attrPath: first.attrPath, valFilter: { op: "and", filters: [first.valFilter, sub] } }, attributes);
      }
      return { op: "and", filters: node.filters.map((item) => normalise(item, attributes, parent)) };
    }
    case "[]": {
      if (parent) throw invalidFilter("Value paths cannot be nested.");
      const attrPath = check(node.attrPath, attributes);
      return { op: "[]", attrPath, valFilter: normalise(node.valFilter, attributes, attrPath) };
    }
    default: {
      const attrPath = parent ? node.attrPath : check(node.attrPath, attributes);
      const normalised = { ...node, attrPath };
      const full = (parent ? `${parent}.${attrPath}` : attrPath).toLowerCase();
      if (CASE_EXACT.has(full.split(".").pop()!) && !full.startsWith("emails.")) caseExactNodes.add(normalised);
      return normalised;
    }
  }
}

/** A top-level attribute path, schema stripped; refused unless it (or its attribute) may be filtered on. */
function check(raw: string, attributes: Set<string>): string {
  const path = stripSchema(raw);
  if (!attributes.has(path.toLowerCase()) && !attributes.has(path.split(".")[0].toLowerCase())) {
    throw invalidFilter(`Filtering on "${path}" is not supported.`);
  }
  return path;
}

/** Parses a filter over the given attributes (lower-case names, `a` or `a.b`); anything else is 400 `invalidFilter`. */
export function parseFilter(text: string, attributes: string[]): Filter {
  if (text.length > 2000) throw invalidFilter("The filter is too long.");
  let parsed: Filter;
  try {
    if (tokenizer(text).some((token) => token.literal === "(")) throw invalidFilter("Parentheses are not supported in filters.");
    parsed = parse(text);
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw invalidFilter(`The filter cannot be read: ${(error as Error).message}`);
  }
  return normalise(parsed, new Set(attributes));
}

type CompValue = Compare["compValue"];

/** Entra ID sends `"True"`/`"False"` for booleans, in resources and in filters: compare the meaning, not the text. */
function booleanish(value: Json): Json {
  return typeof value === "string" && /^(true|false)$/i.test(value) ? value.toLowerCase() === "true" : value;
}

/** The library's evaluator with SCIM's rules: one value per value path, case folding, quoted booleans, absent attributes. */
class ScimTester extends Tester {
  override test(resource: unknown, node: Filter): boolean {
    if (node.op === "[]") {
      // The library tests the bracket's filter against the whole array, so `emails[type eq "work" and value eq "…"]`
      // would match one e-mail's type and another's value: test each value of the attribute instead.
      return this.attrTest(this.attrPath(node.attrPath), resource, (values) =>
        (Array.isArray(values) ? values : [values]).some((value) => this.test(value, node.valFilter)),
      );
    }
    if (!("compValue" in node)) return super.test(resource, node);
    const path = this.attrPath(node.attrPath);
    // An unassigned attribute is null (RFC 7643 §2.5): equal to null, unequal to every value.
    if (!this.attrTest(path, resource, (value) => value !== undefined && value !== null))
      return node.op === "ne" || (node.op === "eq" && node.compValue === null);
    const caseExact = caseExactNodes.has(node);
    return this.attrTest(path, resource, (value) => {
      let actual = value as Json;
      let expected = node.compValue as Json;
      if (typeof actual === "boolean") expected = booleanish(expected);
      if (typeof expected === "boolean") actual = booleanish(actual);
      if (!caseExact && typeof actual === "string" && typeof expected === "string") [actual, expected] = [actual.toLowerCase(), expected.toLowerCase()];
      return this[node.op](actual, expected as CompValue);
    });
  }

  /** `pr` matches a non-empty value (RFC 7644 §3.4.2.2); the library counts "" and [] as present. */
  override pr(value: unknown): boolean {
    return value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);
  }
}

const tester = new ScimTester();

export function matches(resource: Json, filter: Filter): boolean {
  return tester.test(resource, filter);
}

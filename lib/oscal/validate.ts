import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import catalogSchema from "./schemas/oscal_catalog_schema.json";
import profileSchema from "./schemas/oscal_profile_schema.json";

/** One problem of a document, shaped like the API's validation issues (lib/errors.ts ValidationIssue). */
export interface OscalIssue {
  path: string;
  message: string;
}

export type OscalModelName = "catalog" | "profile";

/** Past this many problems a document is clearly not OSCAL; the first ones say enough. */
export const MAX_ISSUES = 100;

const SCHEMAS: Record<OscalModelName, object> = { catalog: catalogSchema, profile: profileSchema };
const compiled = new Map<OscalModelName, ValidateFunction>();

function validator(model: OscalModelName): ValidateFunction {
  let validate = compiled.get(model);
  if (!validate) {
    // One Ajv per model: both schemas declare the same definition ids. strict: false because NIST's schemas carry
    // keywords Ajv does not know; the default unicodeRegExp keeps their \p{L} patterns.
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    validate = ajv.compile(SCHEMAS[model]);
    compiled.set(model, validate);
  }
  return validate;
}

const TOKEN = "^(\\p{L}|_)(\\p{L}|\\p{N}|[.\\-_])*$";

function messageOf(error: ErrorObject): string {
  switch (error.keyword) {
    case "required":
      return "Required";
    case "additionalProperties":
      return "Not allowed here: not part of the OSCAL model";
    case "pattern":
      return error.params.pattern === TOKEN
        ? "Must be an OSCAL token: a letter or _ then letters, digits, '.', '-' or '_'"
        : `Must match ${String(error.params.pattern)}`;
    case "enum":
      return `Must be one of: ${(error.params.allowedValues as unknown[]).map(String).join(", ")}`;
    case "minItems":
      return `Must have at least ${String(error.params.limit)} item${error.params.limit === 1 ? "" : "s"}`;
    default: {
      const text = error.message ?? error.keyword;
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
  }
}

function pathOf(base: string, error: ErrorObject): string {
  const segments = error.instancePath
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (error.keyword === "required") segments.push(String(error.params.missingProperty));
  if (error.keyword === "additionalProperties") segments.push(String(error.params.additionalProperty));
  return [base, ...segments].filter(Boolean).join(".");
}

/**
 * Checks `doc` (a whole OSCAL document, `{catalog: …}` or `{profile: …}`) against NIST's JSON Schema. Each problem
 * names its JSON path under `base` (the document's place in the request, e.g. `data` →
 * `data.catalog.groups.0.controls.3.params.0.id`). Alternatives the schema tried (anyOf/oneOf) are reported only when
 * nothing more precise was found at or below their path.
 */
export function validateOscal(model: OscalModelName, doc: unknown, base = ""): OscalIssue[] {
  const validate = validator(model);
  if (validate(doc)) return [];
  const errors = validate.errors ?? [];
  const precise = errors.filter((e) => !["anyOf", "oneOf", "allOf", "if"].includes(e.keyword));
  const vague = errors.filter((e) => ["anyOf", "oneOf"].includes(e.keyword) && !precise.some((p) => p.instancePath.startsWith(e.instancePath)));
  const seen = new Set<string>();
  const issues: OscalIssue[] = [];
  for (const error of [...precise, ...vague]) {
    const issue = { path: pathOf(base, error), message: messageOf(error) };
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
    if (issues.length >= MAX_ISSUES) break;
  }
  return issues;
}

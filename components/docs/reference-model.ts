/**
 * The API reference page's reading of the OpenAPI document: per tag, each operation with what a reader needs first
 * (method, path, summary, description, credentials, parameters, body fields, answers). The page renders it on the
 * server, so it reads at once; the interactive Swagger UI (full schemas, "try it") loads only when asked for.
 */

type Json = Record<string, unknown>;

export interface ReferenceField {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface ReferenceOperation {
  id: string;
  tag: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  auth: string[];
  params: (ReferenceField & { in: string })[];
  body: { contentType: string; fields: ReferenceField[] } | null;
  responses: { status: string; description: string }[];
  /** Lower-case text the page's filter searches: method, path, summary, tag and operation id. */
  search: string;
}

export interface ReferenceTag {
  name: string;
  description: string;
  operations: ReferenceOperation[];
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Credential names as the docs say them (docs/api.md §4). */
const SCHEME_NAMES: Record<string, string> = {
  customerJwt: "Customer JWT",
  consoleSession: "Console session",
  apiKey: "API key",
  auditorJwt: "Auditor JWT",
  internalToken: "Internal token",
  scimToken: "SCIM token",
};

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Follows one local `$ref` (`#/components/<kind>/<name>`). */
function resolve(doc: Json, value: unknown): Json {
  if (!isObject(value) || typeof value.$ref !== "string") return isObject(value) ? value : {};
  const target = value.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), doc);
  return isObject(target) ? target : {};
}

/** A schema's type in a few words: `string`, `"a" | "b"`, `array of object`, `Evidence`, `string or null`. */
export function typeOf(schema: unknown, depth = 0): string {
  if (!isObject(schema)) return "any";
  if (typeof schema.$ref === "string") return schema.$ref.split("/").pop() ?? "object";
  if ("const" in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  const union = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(union) && depth < 3) return [...new Set(union.map((s) => typeOf(s, depth + 1)))].join(" or ");
  if (schema.type === "array") return `array of ${depth < 3 ? typeOf(schema.items, depth + 1) : "items"}`;
  if (Array.isArray(schema.type)) return schema.type.join(" or ");
  if (typeof schema.type === "string") return schema.format ? `${schema.type} (${String(schema.format)})` : schema.type;
  return "any";
}

function fieldsOf(doc: Json, schema: unknown): ReferenceField[] {
  const s = resolve(doc, schema);
  const props = isObject(s.properties) ? s.properties : {};
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  return Object.entries(props).map(([name, prop]) => ({
    name,
    type: typeOf(prop),
    required: required.has(name),
    description: isObject(prop) && typeof prop.description === "string" ? prop.description : "",
  }));
}

function operationOf(doc: Json, path: string, method: string, op: Json): ReferenceOperation {
  const tag = Array.isArray(op.tags) && typeof op.tags[0] === "string" ? op.tags[0] : "Other";
  const security = Array.isArray(op.security) ? (op.security as Json[]) : [];
  const auth = security.length === 0 ? ["None"] : security.flatMap((s) => Object.keys(s).map((k) => SCHEME_NAMES[k] ?? k));
  const params = (Array.isArray(op.parameters) ? op.parameters : [])
    .map((p) => resolve(doc, p))
    .filter((p) => p.name !== "X-Request-Id")
    .map((p) => ({
      name: String(p.name),
      in: String(p.in),
      type: typeOf(p.schema),
      required: p.required === true,
      description: typeof p.description === "string" ? p.description : "",
    }));
  const requestBody = resolve(doc, op.requestBody);
  const content = isObject(requestBody.content) ? requestBody.content : {};
  const contentType = Object.keys(content)[0];
  const body = contentType ? { contentType, fields: fieldsOf(doc, (content[contentType] as Json).schema) } : null;
  const responses = Object.entries(isObject(op.responses) ? op.responses : {}).map(([status, r]) => ({
    status,
    description: String(resolve(doc, r).description ?? ""),
  }));
  const id = typeof op.operationId === "string" ? op.operationId : `${method}-${path}`;
  const summary = typeof op.summary === "string" ? op.summary : "";
  return {
    id,
    tag,
    method: method.toUpperCase(),
    path,
    summary,
    description: typeof op.description === "string" ? op.description : "",
    auth,
    params,
    body,
    responses,
    search: `${method} ${path} ${summary} ${tag} ${id}`.toLowerCase(),
  };
}

/** The document's operations by tag, in the document's tag order (tags without operations left out). */
export function referenceModel(doc: Json): ReferenceTag[] {
  const tags = (Array.isArray(doc.tags) ? (doc.tags as Json[]) : []).map((t) => ({
    name: String(t.name),
    description: typeof t.description === "string" ? t.description : "",
    operations: [] as ReferenceOperation[],
  }));
  const byName = new Map(tags.map((t) => [t.name, t]));
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const operation = operationOf(doc, path, method, op);
      let tag = byName.get(operation.tag);
      if (!tag) {
        tag = { name: operation.tag, description: "", operations: [] };
        byName.set(tag.name, tag);
        tags.push(tag);
      }
      tag.operations.push(operation);
    }
  }
  return tags.filter((t) => t.operations.length > 0);
}

import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { config } from "@/lib/config";
import { ERROR_RESPONSES } from "@/lib/openapi/components";
import { buildOpenApiDocument, documentedRoutes } from "@/lib/openapi/document";
import { buildOperation, operationIdOf, UsedComponents } from "@/lib/openapi/operation";
import { routeSpecOf, type RouteSpec } from "@/lib/http/route-spec";

/**
 * Checks a route handler's answer against the PUBLISHED OpenAPI document (the one
 * /api/v1/openapi.json serves): the status is documented for the operation, the content type is one
 * it documents, the body matches that status's schema, and the documented required headers
 * (X-Request-Id, Retry-After) are present and well-formed. tests/helpers/http.ts `call()` runs it on
 * every response, so every integration test checks the document as a side effect.
 */

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  responses: Record<string, Json>;
}

const DOCUMENT_KEY = "openapi.json";
let state: { doc: Json; ajv: Ajv2020; compiled: Map<string, ValidateFunction>; adHoc: Map<RouteSpec, string>; docs: Map<string, Json> } | undefined;

function load() {
  if (state) return state;
  const doc = buildOpenApiDocument(config.appUrl);
  // strict:false because the OpenAPI keywords around the schemas (paths, responses, example …) are not JSON Schema.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(doc, DOCUMENT_KEY);
  state = { doc, ajv, compiled: new Map(), adHoc: new Map(), docs: new Map([[DOCUMENT_KEY, doc]]) };
  return state;
}

const escapePointer = (segment: string) => encodeURIComponent(segment.replace(/~/g, "~0").replace(/\//g, "~1"));

function validatorAt(documentKey: string, pointer: string[]): ValidateFunction {
  const s = load();
  const ref = `${documentKey}#/${pointer.map(escapePointer).join("/")}`;
  let validate = s.compiled.get(ref);
  if (!validate) {
    validate = s.ajv.compile({ $ref: ref });
    s.compiled.set(ref, validate);
  }
  return validate;
}

function compiledSchema(schema: Json): ValidateFunction {
  const s = load();
  const key = JSON.stringify(schema);
  let validate = s.compiled.get(key);
  if (!validate) {
    validate = s.ajv.compile(schema);
    s.compiled.set(key, validate);
  }
  return validate;
}

function resolve(doc: Json, node: Json): Json {
  let current = node;
  while (typeof current.$ref === "string") {
    current = (current.$ref as string)
      .slice(2)
      .split("/")
      .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<Json>((at, key) => at[key] as Json, doc);
  }
  return current;
}

/** The operation for a spec: the published one, or (for a spec only a test defines) the one the generator would publish. */
function operationFor(spec: RouteSpec): { documentKey: string; doc: Json; pointer: string[] } {
  const s = load();
  const method = spec.method.toLowerCase();
  if (documentedRoutes().includes(spec)) {
    const paths = s.doc.paths as Record<string, Record<string, Json>>;
    if (!paths[spec.path]?.[method]) throw new Error(`${spec.method} ${spec.path} is a documented route but the document has no such operation`);
    return { documentKey: DOCUMENT_KEY, doc: s.doc, pointer: ["paths", spec.path, method] };
  }
  let key = s.adHoc.get(spec);
  if (!key) {
    key = `ad-hoc-${s.adHoc.size + 1}.json`;
    addDocument(key, { [spec.path]: { [method]: buildOperation(spec, new UsedComponents()) } });
    s.adHoc.set(spec, key);
  }
  return { documentKey: key, doc: s.docs.get(key)!, pointer: ["paths", spec.path, method] };
}

function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}

function matchesRange(range: string, mediaType: string): boolean {
  if (range === "*/*") return true;
  if (range.endsWith("/*")) return mediaType.startsWith(range.slice(0, -1));
  return range.toLowerCase() === mediaType;
}

function isJson(mediaType: string): boolean {
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

function formatErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 8)
    .map((e) => `${e.instancePath || "(body)"} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ""}`)
    .join("; ");
}

export interface ObservedResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** Problems of one answer against one operation; empty when it conforms. */
function problemsOf(documentKey: string, doc: Json, pointer: string[], response: ObservedResponse): string[] {
  const operation = pointer.reduce<Json>((at, key) => at[key] as Json, doc) as unknown as Operation;
  const statusKey = [String(response.status), `${String(response.status)[0]}XX`, "default"].find((k) => k in operation.responses);
  if (!statusKey) return [`status ${response.status} is not documented (documented: ${Object.keys(operation.responses).join(", ")})`];
  const responsePointer = [...pointer, "responses", statusKey];
  const documented = resolve(doc, operation.responses[statusKey]);
  const base = typeof operation.responses[statusKey].$ref === "string" ? (operation.responses[statusKey].$ref as string).slice(2).split("/") : responsePointer;
  const problems: string[] = [];

  for (const [name, headerNode] of Object.entries((documented.headers ?? {}) as Record<string, Json>)) {
    const header = resolve(doc, headerNode);
    const value = response.headers.get(name);
    if (value === null) {
      if (header.required) problems.push(`required header ${name} is missing`);
      continue;
    }
    const schema = (header.schema ?? {}) as Json;
    const typed = schema.type === "integer" || schema.type === "number" ? (value.trim() === "" ? NaN : Number(value)) : value;
    const validate = compiledSchema(schema);
    if (!validate(typed)) problems.push(`header ${name}: ${JSON.stringify(value)} ${formatErrors(validate)}`);
  }

  const content = documented.content as Record<string, Json> | undefined;
  const mediaType = mediaTypeOf(response.headers.get("content-type"));
  if (!content) {
    if (response.text) problems.push(`status ${response.status} is documented without a body, but one was sent (${mediaType || "no content type"})`);
    return problems;
  }
  const range = Object.keys(content).find((r) => matchesRange(r, mediaType));
  if (!range)
    return [...problems, `content type ${JSON.stringify(mediaType)} is not documented for ${response.status} (documented: ${Object.keys(content).join(", ")})`];
  const media = content[range];
  if (!media.schema) return problems; // binary content: the media type is the contract
  let body: unknown = response.text;
  if (isJson(mediaType)) {
    try {
      body = JSON.parse(response.text);
    } catch {
      return [...problems, `the body is not JSON: ${response.text.slice(0, 200)}`];
    }
  }
  const validate = validatorAt(documentKey, [...base, "content", range, "schema"]);
  if (!validate(body)) problems.push(`body: ${formatErrors(validate)}`);
  return problems;
}

/** Throws, naming every mismatch, when `response` is not what the document says `handler`'s operation answers. */
export function assertResponseMatchesDocument(handler: unknown, request: { method: string; path: string }, response: ObservedResponse): void {
  const spec = routeSpecOf(handler);
  if (!spec) {
    // A handler outside handle() with no attached spec (the catch-all 404 of unknown paths) may only
    // answer the error envelope (docs/api.md §2); anything else must be specified to be tested.
    const known = ERROR_RESPONSES[response.status];
    if (!known) {
      throw new Error(
        `${request.method} ${request.path}: the handler has no route spec attached, so its ${response.status} answer cannot be checked ` +
          `against the OpenAPI document. ` +
          "Wrap it in handle(spec, fn), or attach its spec with attachRouteSpec(handler, spec) (lib/http/route-spec.ts).",
      );
    }
    const problems = checkErrorEnvelope(known.name, response);
    if (problems.length) throw mismatch(`${request.method} ${request.path} (no route spec)`, problems, response);
    return;
  }
  const { documentKey, doc, pointer } = operationFor(spec);
  const problems = problemsOf(documentKey, doc, pointer, response);
  if (problems.length) throw mismatch(`${spec.method} ${spec.path} (${operationIdOf(spec)})`, problems, response);
}

/** The published document with other paths, so the operation's `$ref`s resolve against the same components. */
function addDocument(key: string, paths: Json): void {
  const s = load();
  const doc = { ...s.doc, paths };
  s.ajv.addSchema(doc, key);
  s.docs.set(key, doc);
}

function checkErrorEnvelope(responseName: string, response: ObservedResponse): string[] {
  const key = `error-${responseName}.json`;
  if (!load().docs.has(key))
    addDocument(key, { "/": { get: { responses: { [String(response.status)]: { $ref: `#/components/responses/${responseName}` } } } } });
  return problemsOf(key, load().docs.get(key)!, ["paths", "/", "get"], response);
}

function mismatch(operation: string, problems: string[], response: ObservedResponse): Error {
  return new Error(
    `The response does not match the published OpenAPI document for ${operation}:\n  - ${problems.join("\n  - ")}\n` +
      `  status ${response.status}, content-type ${response.headers.get("content-type")}, body: ${response.text.slice(0, 400)}`,
  );
}

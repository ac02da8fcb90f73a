import fs from "node:fs";
import path from "node:path";
import { buildOpenApiDocument } from "@/lib/openapi/document";

export type JsonSchema = Record<string, any>;
export type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: JsonSchema;
}

/** One documented operation, as the fuzzer sees it: what the document promises, and the handler behind it. */
export interface Operation {
  method: string;
  /** OpenAPI path template, e.g. `/api/v1/audits/{id}`. */
  path: string;
  operationId: string;
  /** The credentials the document asks for (security scheme names; empty when public). */
  security: string[];
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The request body's media type and schema, when the operation takes one. */
  body?: { contentType: string; schema?: JsonSchema; examples: unknown[] };
}

export interface RouteFile {
  /** OpenAPI path template derived from the folder, e.g. `/api/v1/audits/{id}`. */
  path: string;
  file: string;
  exports: Record<string, RouteHandler>;
}

const APP_API = path.resolve("app/api");
/** SCIM 2.0 lives outside /api (identity providers are given `{APP_URL}/scim/v2`). */
const APP_SCIM = path.resolve("app/scim");

function* routeFilesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* routeFilesUnder(full);
    else if (entry.name === "route.ts") yield full;
  }
}

/**
 * `app/api/v1/audits/[id]/route.ts` → `/api/v1/audits/{id}`. Catch-all segments (`[...path]`) are
 * not API operations (the v1 404 fallback, next-auth), and route groups `(x)` are not in the URL.
 */
export function templateOf(file: string): string | null {
  const segments = path.relative(path.resolve("app"), path.dirname(file)).split(path.sep);
  const out: string[] = [];
  for (const segment of segments) {
    if (segment.startsWith("[...") || segment.startsWith("[[...")) return null;
    if (/^\(.*\)$/.test(segment)) continue;
    const dynamic = /^\[(.+)\]$/.exec(segment);
    out.push(dynamic ? `{${dynamic[1]}}` : segment);
  }
  return `/${out.join("/")}`;
}

/** Every route file under app/api, imported the way Next would load it. */
export async function discoverRouteFiles(): Promise<RouteFile[]> {
  const files: RouteFile[] = [];
  for (const file of [...routeFilesUnder(APP_API), ...routeFilesUnder(APP_SCIM)].sort()) {
    const template = templateOf(file);
    if (!template) continue;
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const exports: Record<string, RouteHandler> = {};
    for (const method of METHODS) if (typeof mod[method] === "function") exports[method] = mod[method] as RouteHandler;
    files.push({ path: template, file: path.relative(process.cwd(), file), exports });
  }
  return files;
}

/** The operations of the published document, in document order. */
export function documentedOperations(document = buildOpenApiDocument("http://localhost:3000")): Operation[] {
  const out: Operation[] = [];
  for (const [template, item] of Object.entries<Record<string, JsonSchema>>(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method.toUpperCase() as (typeof METHODS)[number])) continue;
      const parameters = resolveAll(document, (op.parameters ?? []) as JsonSchema[]) as Parameter[];
      const content = (resolve(document, op.requestBody ?? {}) as JsonSchema).content as Record<string, JsonSchema> | undefined;
      const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
      out.push({
        method: method.toUpperCase(),
        path: template,
        operationId: String(op.operationId ?? `${method} ${template}`),
        security: ((op.security ?? document.security ?? []) as Record<string, unknown>[]).flatMap((s) => Object.keys(s)),
        pathParams: parameters.filter((p) => p.in === "path"),
        queryParams: parameters.filter((p) => p.in === "query"),
        body: contentType
          ? {
              contentType,
              schema: media?.schema ? (resolve(document, media.schema) as JsonSchema) : undefined,
              examples: examplesOf(document, media ?? {}),
            }
          : undefined,
      });
    }
  }
  return out;
}

/** `example` and `examples.*.value` of a media type: valid bodies the document itself promises. */
function examplesOf(document: JsonSchema, media: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (media.example !== undefined) out.push(media.example);
  for (const example of Object.values<JsonSchema>(media.examples ?? {})) {
    const resolved = resolve(document, example) as JsonSchema;
    if (resolved.value !== undefined) out.push(resolved.value);
  }
  return out;
}

/** Follows local `$ref`s (`#/components/...`), deeply, so generators never meet one. */
export function resolve(document: JsonSchema, node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => resolve(document, n, seen));
  if (!node || typeof node !== "object") return node;
  const ref = (node as JsonSchema).$ref;
  if (typeof ref === "string" && ref.startsWith("#/")) {
    // A recursive schema stops at its second visit: the generator then treats it as "anything".
    if (seen.includes(ref)) return {};
    const target = ref
      .slice(2)
      .split("/")
      .reduce<any>((at, key) => at?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], document);
    return resolve(document, target, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolve(document, v, seen)]));
}

function resolveAll(document: JsonSchema, nodes: JsonSchema[]): JsonSchema[] {
  return nodes.map((n) => resolve(document, n) as JsonSchema);
}

export interface OperationMap {
  bound: { operation: Operation; handler: RouteHandler; file: string }[];
  /** Documented operations with no handler export: the document promises what the server lacks. */
  missing: Operation[];
  /** Handler exports the document does not mention. */
  undocumented: { method: string; path: string; file: string }[];
}

export function bindOperations(operations: Operation[], files: RouteFile[]): OperationMap {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const bound: OperationMap["bound"] = [];
  const missing: Operation[] = [];
  const documented = new Set<string>();
  for (const operation of operations) {
    documented.add(`${operation.method} ${operation.path}`);
    const file = byPath.get(operation.path);
    const handler = file?.exports[operation.method];
    if (file && handler) bound.push({ operation, handler, file: file.file });
    else missing.push(operation);
  }
  const undocumented = files.flatMap((f) =>
    Object.keys(f.exports)
      .filter((method) => !documented.has(`${method} ${f.path}`))
      .map((method) => ({ method, path: f.path, file: f.file })),
  );
  return { bound, missing, undocumented };
}

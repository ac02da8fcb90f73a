import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * Okta's management API description, as the installed SDK carries it. No npm package ships the current OpenAPI
 * document: @okta/openapi (latest 2.15.0) holds the retired v2 Swagger 2.0 description, which predates the
 * endpoints and types the connector uses (no /api/v1/iam/assignees/users, no MFA_ENROLL policy type), so checking
 * against it would refuse answers the real Okta gives. @okta/okta-sdk-nodejs is generated from the current
 * description ("Okta Admin Management", spec 5.1.0 for SDK 8.1.0) and keeps it in machine-readable form:
 * - each operation's path, method and query parameters in its request factory, and the model each status code
 *   deserializes to in its response processor (src/generated/apis/*Api.js);
 * - each model's fields with their types (`attributeTypeMap`), discriminators and mappings, and whether it takes
 *   extra fields (`isExtensible`), at runtime (src/generated/models);
 * - enum values, nullable and required fields in the generated declarations (src/types/generated/models/*.d.ts).
 * The fake's answers are checked against all of that: an unknown field, a wrong type, a value outside an enum, a
 * null where the description has none, an undocumented status or query parameter are violations.
 */

type Json = Record<string, any>;
interface ModelClass {
  getAttributeTypeMap?(): { name: string; baseName: string; type: string; format: string }[];
  attributeTypeMap?: { name: string; baseName: string; type: string; format: string }[];
  discriminator?: string;
  mapping?: Record<string, string>;
  isExtensible?: boolean;
}
interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  query: Map<string, string>;
  responses: Map<string, string | null>;
}
interface Declared {
  nullable: Set<string>;
  required: Set<string>;
}

export interface OktaConformance {
  /** Problems with an answer: its status undocumented for the operation, or its JSON body outside its model. */
  checkResponse(method: string, path: string, status: number, body: unknown): string[];
  /** Problems with a request's query: parameters the operation does not take, values of the wrong type. */
  checkQuery(method: string, path: string, query: URLSearchParams): string[];
}

const require = createRequire(import.meta.url);
const SDK = dirname(require.resolve("@okta/okta-sdk-nodejs/package.json"));
const PRIMITIVES = new Set(["string", "boolean", "double", "integer", "long", "float", "number"]);
const whereOf = (at: string) => at || "(body)";
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

let loaded: OktaConformance | undefined;

function readOperations(): Operation[] {
  const operations: Operation[] = [];
  const dir = join(SDK, "src/generated/apis");
  for (const file of readdirSync(dir).filter((f) => f.endsWith("Api.js"))) {
    const mod = require(join(dir, file)) as Record<string, { prototype: Record<string, unknown> }>;
    const name = file.replace(/\.js$/, "");
    const factory = mod[`${name}RequestFactory`]?.prototype;
    const processor = mod[`${name}ResponseProcessor`]?.prototype;
    if (!factory || !processor) continue;
    for (const op of Object.getOwnPropertyNames(factory)) {
      if (op === "constructor" || typeof factory[op] !== "function" || typeof processor[op] !== "function") continue;
      const request = String(factory[op]);
      const template = /const path = '([^']+)'/.exec(request)?.[1];
      const method = /HttpMethodEnum\.(\w+)/.exec(request)?.[1];
      if (!template || !method) continue;
      const query = new Map(
        [...request.matchAll(/setQueryParam\('([^']+)', ObjectSerializer_1\.ObjectSerializer\.serialize\([^,]+, '([^']+)'/g)].map((m) => [m[1], m[2]]),
      );
      const responses = new Map<string, string | null>();
      for (const m of String(processor[op]).matchAll(
        /isCodeInRange\)\('(\d+)', response\.httpStatusCode\)\) \{\s*(?:const body = [^\n]*?, '([^']+)', ''\);)?/g,
      )) {
        if (!responses.has(m[1])) responses.set(m[1], m[2] ?? null);
      }
      const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);
      operations.push({ method, template, pattern, query, responses });
    }
  }
  return operations;
}

export function oktaConformance(): OktaConformance {
  if (loaded) return loaded;
  const models = require(join(SDK, "src/generated/models/ObjectSerializer.js")) as Record<string, ModelClass> & {
    ObjectSerializer: { findCorrectType(data: unknown, type: string): string };
  };
  const operations = readOperations();
  const declarations = new Map<string, string | null>();
  const enums = new Map<string, string[] | null>();
  const declared = new Map<string, Declared>();

  const declaration = (type: string) => {
    if (!declarations.has(type)) {
      const file = join(SDK, "src/types/generated/models", `${type}.d.ts`);
      declarations.set(type, existsSync(file) ? readFileSync(file, "utf8") : null);
    }
    return declarations.get(type) ?? null;
  };
  /** A model's declaration and its ancestors' (a subtype's file declares only what it adds). */
  const lineage = (type: string): string[] => {
    const text = declaration(type);
    if (!text) return [];
    const parent = /export declare class \w+ extends (\w+)/.exec(text)?.[1];
    return [text, ...(parent ? lineage(parent) : [])];
  };
  /** An enum's values: its own declaration file, or the model's that declares it inline (`UserFactorPushProviderEnum`). */
  const enumValues = (type: string, owner?: string) => {
    const key = `${owner ?? ""}:${type}`;
    if (!enums.has(key)) {
      const pattern = new RegExp(`export (?:declare )?type ${type} = ((?:'[^']*'\\s*\\|?\\s*)+);`);
      const union = [declaration(type) ?? "", ...(owner ? lineage(owner) : [])].map((text) => pattern.exec(text)?.[1]).find(Boolean);
      enums.set(key, union ? [...union.matchAll(/'([^']*)'/g)].map((m) => m[1]) : null);
    }
    return enums.get(key) ?? null;
  };
  const fieldsDeclared = (type: string): Declared => {
    let out = declared.get(type);
    if (!out) {
      out = { nullable: new Set(), required: new Set() };
      for (const m of lineage(type)
        .join("\n")
        .matchAll(/^\s+'([^']+)'(\?)?: ([^;]+);$/gm)) {
        if (/\| null\b/.test(m[3])) out.nullable.add(m[1]);
        if (!m[2]) out.required.add(m[1]);
      }
      declared.set(type, out);
    }
    return out;
  };
  const modelClass = (type: string) => models[type] ?? models[`${type}Class`];

  function check(value: unknown, type: string, format: string, at: string, problems: string[], owner?: string): void {
    if (problems.length >= 5) return;
    if (type === "any" || type === "HttpFile") return;
    if (type.endsWith(" | null")) {
      if (value !== null) check(value, type.slice(0, -7), format, at, problems);
      return;
    }
    if (type.startsWith("Array<")) {
      if (!Array.isArray(value)) return void problems.push(`${whereOf(at)} must be an array`);
      value.forEach((item, i) => check(item, type.slice(6, -1), format, `${at}/${i}`, problems, owner));
      return;
    }
    if (type.startsWith("{ [key: string]: ")) {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return void problems.push(`${whereOf(at)} must be an object`);
      for (const [k, v] of Object.entries(value)) check(v, type.slice(17, -3).trim(), "", `${at}/${k}`, problems, owner);
      return;
    }
    if (type === "Date") {
      if (typeof value !== "string" || !ISO_DATE_TIME.test(value)) problems.push(`${whereOf(at)} must be a date-time string`);
      return;
    }
    if (PRIMITIVES.has(type)) {
      const expected = type === "string" || type === "boolean" ? type : "number";
      if (typeof value !== expected) problems.push(`${whereOf(at)} must be a ${type}`);
      else if (expected === "number" && /int|long/.test(`${type}${format}`) && !Number.isInteger(value)) problems.push(`${whereOf(at)} must be an integer`);
      return;
    }
    const values = enumValues(type, owner);
    if (values) {
      if (!values.includes(value as string)) problems.push(`${whereOf(at)} must be one of ${type} (${values.join(", ")}), not ${JSON.stringify(value)}`);
      return;
    }
    if (!modelClass(type)) return void problems.push(`${whereOf(at)}: ${type} is not a type the description knows`);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return void problems.push(`${whereOf(at)} must be an object (${type})`);
    const base = modelClass(type)!;
    const resolved = models.ObjectSerializer.findCorrectType(value, type);
    if (base.discriminator && base.mapping && !base.mapping["*"] && resolved === type && !(base.attributeTypeMap?.length ?? 0)) {
      return void problems.push(
        `${at}/${base.discriminator} ${JSON.stringify((value as Json)[base.discriminator])} is not one the description maps for ${type}`,
      );
    }
    const cls = modelClass(resolved) ?? base;
    const attributes = cls.getAttributeTypeMap?.() ?? cls.attributeTypeMap ?? [];
    const { nullable, required } = fieldsDeclared(resolved);
    for (const [key, field] of Object.entries(value as Json)) {
      const attribute = attributes.find((a) => a.baseName === key);
      if (!attribute) {
        if (!cls.isExtensible && attributes.length > 0) problems.push(`${whereOf(at)}: ${resolved} has no field ${key}`);
        continue;
      }
      if (field === null) {
        if (!nullable.has(attribute.name)) problems.push(`${at}/${key} is null, but ${resolved}.${key} is not nullable`);
        continue;
      }
      check(field, attribute.type, attribute.format, `${at}/${key}`, problems, resolved);
    }
    for (const name of required) {
      const attribute = attributes.find((a) => a.name === name);
      if (attribute && (value as Json)[attribute.baseName] === undefined) problems.push(`${whereOf(at)}: ${resolved} requires ${attribute.baseName}`);
    }
  }

  const find = (method: string, path: string) =>
    operations
      .filter((o) => o.method === method.toUpperCase() && o.pattern.test(path))
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0))[0];

  loaded = {
    checkResponse(method, path, status, body) {
      const op = find(method, path);
      if (!op) return [`${method} ${path}: the description has no such operation`];
      const where = `${method} ${op.template} → ${status}`;
      const documented = op.responses.has(String(status));
      // Statuses every operation may answer (400, 401, 5xx) are not listed per operation; Okta's body for them is
      // its error object, as for the listed 403/404/429.
      const type = documented ? op.responses.get(String(status)) : status >= 400 ? "ModelError" : undefined;
      if (type === undefined) return [`${where}: status not documented for this operation`];
      if (type === null) return body === undefined || body === null ? [] : [`${where}: documented without a body, but one was sent`];
      const problems: string[] = [];
      check(body, type, "", "", problems);
      return problems.map((p) => `${where}: ${p} (${type})`);
    },

    checkQuery(method, path, query) {
      const op = find(method, path);
      if (!op) return [`${method} ${path}: the description has no such operation`];
      const problems: string[] = [];
      for (const [name, value] of query) {
        const type = op.query.get(name);
        if (!type) problems.push(`${method} ${op.template}: unknown query parameter ${name}`);
        else if (type === "number" && !/^-?\d+$/.test(value)) problems.push(`${method} ${op.template}: ${name}=${value} is not a number`);
        else if (enumValues(type) && !enumValues(type)!.includes(value))
          problems.push(`${method} ${op.template}: ${name}=${value} is not one of ${enumValues(type)!.join(", ")}`);
      }
      return problems;
    },
  };
  return loaded;
}

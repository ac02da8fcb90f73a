import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

/**
 * GitHub's published OpenAPI description (@octokit/openapi, OpenAPI 3.0.3: JSON Schema draft-04 style with
 * `nullable`, which Ajv's default dialect understands). The fake checks every answer it serves, and every query
 * parameter it is sent, against the operation it implements. The documents are ~11–13 MB: each is parsed once per
 * test file, on first use, and each operation's schema is compiled once.
 */
export type GitHubApiFlavour = "api.github.com" | "ghes-3.19";

type Json = Record<string, any>;

export interface Conformance {
  /** Problems with an answer: its status undocumented, or its JSON body outside the documented schema. */
  checkResponse(method: string, template: string, status: number, body: unknown): string[];
  /** Problems with a request's query: parameters the operation does not have, values outside their enum. */
  checkQuery(method: string, template: string, query: URLSearchParams): string[];
}

const loaded = new Map<GitHubApiFlavour, Conformance>();

/**
 * GitHub writes `nullable: true` next to an `enum` without null (`dismissed_reason` of an open Dependabot alert is
 * null, as its own examples show). Ajv reads OpenAPI 3.0 strictly and would refuse that null, so it joins the enum.
 */
function allowNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) allowNullInNullableEnums(item);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const schema = node as Json;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  for (const value of Object.values(schema)) allowNullInNullableEnums(value);
}
const escapePointer = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");

export function githubConformance(flavour: GitHubApiFlavour): Conformance {
  const cached = loaded.get(flavour);
  if (cached) return cached;
  const file = createRequire(import.meta.url).resolve(`@octokit/openapi/generated/${flavour}.json`);
  const doc = JSON.parse(readFileSync(file, "utf8")) as Json;
  allowNullInNullableEnums(doc);
  const ajv = new Ajv({ strict: false, validateSchema: false, allErrors: false, logger: false });
  addFormats(ajv);
  ajv.addSchema(doc, "gh");
  const compiled = new Map<string, ValidateFunction>();

  const resolve = (node: Json | undefined): Json | undefined => {
    if (!node || typeof node.$ref !== "string") return node;
    return resolve(
      node.$ref
        .slice(2)
        .split("/")
        .reduce<Json | undefined>((at, part) => at?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], doc),
    );
  };
  const operation = (method: string, template: string) => doc.paths[template]?.[method.toLowerCase()] as Json | undefined;

  const validator = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `gh#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  const conformance: Conformance = {
    checkResponse(method, template, status, body) {
      const where = `${method} ${template} → ${status}`;
      const op = operation(method, template);
      if (!op) return [`${where}: the description has no such operation`];
      let pointer: string | undefined;
      const declared = op.responses[String(status)] as Json | undefined;
      if (declared) {
        const response = resolve(declared)!;
        if (!response.content)
          return body === undefined || body === null ? [] : status >= 400 ? checkError() : [`${where}: documented without a body, but one was sent`];
        const base =
          typeof declared.$ref === "string" ? declared.$ref.slice(1) : `/paths/${escapePointer(template)}/${method.toLowerCase()}/responses/${status}`;
        pointer = `${base}/content/application~1json/schema`;
      } else if (status >= 400) {
        // Statuses every operation may answer (401, rate limits, 5xx) are not listed per operation; GitHub's body for
        // them is its basic error.
        return checkError();
      } else {
        return [`${where}: status not documented for this operation`];
      }
      const validate = validator(pointer);
      return validate(body) ? [] : (validate.errors ?? []).slice(0, 3).map((e) => `${where}: ${e.instancePath || "(body)"} ${e.message} (${e.schemaPath})`);

      function checkError() {
        const validate = validator("/components/schemas/basic-error");
        const problems = validate(body) ? [] : [`${where}: error body is not a basic-error`];
        if (typeof (body as Json | undefined)?.message !== "string") problems.push(`${where}: error body has no message`);
        return problems;
      }
    },

    checkQuery(method, template, query) {
      const op = operation(method, template);
      if (!op) return [`${method} ${template}: the description has no such operation`];
      const params = ((op.parameters ?? []) as Json[]).map((p) => resolve(p)!).filter((p) => p.in === "query");
      const problems: string[] = [];
      for (const [name, value] of query) {
        const param = params.find((p) => p.name === name);
        if (!param) {
          problems.push(`${method} ${template}: unknown query parameter ${name}`);
          continue;
        }
        const schema = resolve(param.schema) ?? {};
        if (Array.isArray(schema.enum) && !schema.enum.includes(value))
          problems.push(`${method} ${template}: ${name}=${value} is not one of ${schema.enum.join(", ")}`);
        if (schema.type === "integer" && !/^-?\d+$/.test(value)) problems.push(`${method} ${template}: ${name}=${value} is not an integer`);
      }
      return problems;
    },
  };
  loaded.set(flavour, conformance);
  return conformance;
}

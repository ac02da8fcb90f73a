import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import ts from "typescript";
import { admin_directory_v1 } from "@googleapis/admin";
import { cloudidentity_v1 } from "@googleapis/cloudidentity";

/**
 * The Google APIs' descriptions are Discovery documents, and no npm package ships them: googleapis and the
 * per-API @googleapis/* packages publish only the code generated from them, the gapi.client typings only
 * declarations, and the packages that handle Discovery documents fetch them at run time. So the fake is checked
 * against what the installed SDKs were generated from the documents:
 * - the path and HTTP method of each method it serves, read from the SDK's runtime method
 *   (`users.list` of @googleapis/admin directory_v1, `policies.list` of @googleapis/cloudidentity v1);
 * - the response schema and query parameters of that method, from the generated declarations
 *   (`Schema$Users`, `Params$Resource$Users$List extends StandardParameters`, …), parsed with TypeScript: every
 *   field name and its type (string, number, boolean, array, nested schema, map, `any` where the document says
 *   `any`), nullability included.
 * What this cannot see, because the generated code drops it: enum values, formats (int64 as string, date-time),
 * and required fields. The OAuth token endpoint and Google's error bodies (google.rpc.Status JSON) are not part
 * of any Discovery document and are not checked.
 */

export interface GoogleConformance {
  /** Problems with a 200 answer's JSON body against the method's response schema. */
  checkResponse(method: string, path: string, body: unknown): string[];
  /** Problems with a request's query: parameters the method does not take, values not of the parameter's type. */
  checkQuery(method: string, path: string, query: URLSearchParams): string[];
}

interface Described {
  /** The SDK method as the runtime builds it: `users.list`. */
  name: string;
  run: () => (...args: never[]) => unknown;
  declarations: string;
  namespace: string;
  response: string;
  params: string;
}

const require = createRequire(import.meta.url);
const DESCRIBED: Described[] = [
  {
    name: "admin directory_v1 users.list",
    run: () => new admin_directory_v1.Admin({}).users.list,
    declarations: require.resolve("@googleapis/admin/build/directory_v1.d.ts"),
    namespace: "admin_directory_v1",
    response: "Schema$Users",
    params: "Params$Resource$Users$List",
  },
  {
    name: "cloudidentity v1 policies.list",
    run: () => new cloudidentity_v1.Cloudidentity({}).policies.list,
    declarations: require.resolve("@googleapis/cloudidentity/build/v1.d.ts"),
    namespace: "cloudidentity_v1",
    response: "Schema$ListPoliciesResponse",
    params: "Params$Resource$Policies$List",
  },
];

type Interfaces = Map<string, ts.InterfaceDeclaration>;

/** The interfaces of a generated namespace, parsed (not type-checked: that would take seconds). */
function readInterfaces(file: string, namespace: string): Interfaces {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out: Interfaces = new Map();
  const visit = (node: ts.Node, inside: boolean) => {
    if (ts.isModuleDeclaration(node)) {
      const entering = node.name.text === namespace;
      if (node.body) ts.forEachChild(node.body, (child) => visit(child, inside || entering));
      return;
    }
    if (inside && ts.isInterfaceDeclaration(node)) out.set(node.name.text, node);
  };
  ts.forEachChild(source, (node) => visit(node, false));
  return out;
}

const propertyName = (member: ts.TypeElement) =>
  member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : undefined;

/** The members of an interface and of those it extends, by name. */
function membersOf(interfaces: Interfaces, name: string): Map<string, ts.PropertySignature> {
  const node = interfaces.get(name);
  const out = new Map<string, ts.PropertySignature>();
  if (!node) return out;
  for (const clause of node.heritageClauses ?? []) {
    for (const parent of clause.types)
      if (ts.isIdentifier(parent.expression)) for (const [k, v] of membersOf(interfaces, parent.expression.text)) out.set(k, v);
  }
  for (const member of node.members) {
    const key = propertyName(member);
    if (key && ts.isPropertySignature(member)) out.set(key, member);
  }
  return out;
}

function check(interfaces: Interfaces, value: unknown, type: ts.TypeNode | undefined, at: string, problems: string[]): void {
  if (!type || problems.length >= 5) return;
  const where = at || "(body)";
  switch (type.kind) {
    case ts.SyntaxKind.AnyKeyword:
    case ts.SyntaxKind.UnknownKeyword:
      return;
    case ts.SyntaxKind.StringKeyword:
    case ts.SyntaxKind.NumberKeyword:
    case ts.SyntaxKind.BooleanKeyword: {
      const expected = type.kind === ts.SyntaxKind.StringKeyword ? "string" : type.kind === ts.SyntaxKind.NumberKeyword ? "number" : "boolean";
      if (typeof value !== expected) problems.push(`${where} must be a ${expected}`);
      return;
    }
  }
  if (ts.isUnionTypeNode(type)) {
    const nullable = type.types.some((t) => ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword);
    if (value === null) {
      if (!nullable) problems.push(`${where} must not be null`);
      return;
    }
    const attempts = type.types
      .filter((t) => !(ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword))
      .map((t) => {
        const found: string[] = [];
        check(interfaces, value, t, at, found);
        return found;
      });
    if (!attempts.some((a) => a.length === 0)) problems.push(...(attempts[0] ?? []));
    return;
  }
  if (ts.isArrayTypeNode(type)) {
    if (!Array.isArray(value)) return void problems.push(`${where} must be an array`);
    value.forEach((item, i) => check(interfaces, item, type.elementType, `${at}/${i}`, problems));
    return;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return void problems.push(`${where} must be an object`);
  if (ts.isTypeLiteralNode(type)) {
    const index = type.members.find(ts.isIndexSignatureDeclaration);
    for (const [key, field] of Object.entries(value)) check(interfaces, field, index?.type, `${at}/${key}`, problems);
    return;
  }
  if (ts.isTypeReferenceNode(type))
    return checkSchema(interfaces, value, ts.isIdentifier(type.typeName) ? type.typeName.text : type.typeName.right.text, at, problems);
  problems.push(`${where}: the declaration's type ${ts.SyntaxKind[type.kind]} is not understood`);
}

function checkSchema(interfaces: Interfaces, value: object, name: string, at: string, problems: string[]): void {
  const where = at || "(body)";
  if (!interfaces.has(name)) return void problems.push(`${where}: ${name} is not a schema the SDK declares`);
  const members = membersOf(interfaces, name);
  for (const [key, field] of Object.entries(value)) {
    const member = members.get(key);
    if (!member) problems.push(`${where}: ${name} has no field ${key}`);
    else check(interfaces, field, member.type, `${at}/${key}`, problems);
  }
}

let loaded: GoogleConformance | undefined;

export function googleConformance(): GoogleConformance {
  if (loaded) return loaded;
  const methods = DESCRIBED.map((described) => {
    const code = String(described.run());
    const path = /url: \(rootUrl \+ '([^']+)'\)/.exec(code)?.[1];
    const httpMethod = /method: '([A-Z]+)'/.exec(code)?.[1];
    if (!path || !httpMethod) throw new Error(`${described.name}: the SDK's method no longer reads as expected`);
    const interfaces = readInterfaces(described.declarations, described.namespace);
    if (!interfaces.has(described.response) || !interfaces.has(described.params))
      throw new Error(`${described.name}: ${described.response} or ${described.params} not declared`);
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    return { ...described, path, httpMethod, pattern, interfaces };
  });
  const find = (method: string, path: string) => methods.find((m) => m.httpMethod === method.toUpperCase() && m.pattern.test(path));

  loaded = {
    checkResponse(method, path, body) {
      const m = find(method, path);
      if (!m) return [`${method} ${path}: no SDK method serves this`];
      const problems: string[] = [];
      if (typeof body !== "object" || body === null || Array.isArray(body)) problems.push("(body) must be an object");
      else checkSchema(m.interfaces, body, m.response, "", problems);
      return problems.map((p) => `${method} ${m.path} (${m.name}): ${p}`);
    },

    checkQuery(method, path, query) {
      const m = find(method, path);
      if (!m) return [`${method} ${path}: no SDK method serves this`];
      const params = membersOf(m.interfaces, m.params);
      const problems: string[] = [];
      for (const [name, value] of query) {
        const param = params.get(name);
        const kind = param?.type?.kind;
        if (!param || name === "auth" || name === "requestBody") problems.push(`${method} ${m.path}: unknown query parameter ${name}`);
        else if (kind === ts.SyntaxKind.NumberKeyword && !/^-?\d+$/.test(value)) problems.push(`${method} ${m.path}: ${name}=${value} is not a number`);
        else if (kind === ts.SyntaxKind.BooleanKeyword && value !== "true" && value !== "false")
          problems.push(`${method} ${m.path}: ${name}=${value} is not a boolean`);
      }
      return problems;
    },
  };
  return loaded;
}

import fc from "fast-check";
import type { JsonSchema, Operation, Parameter } from "./operations";
import {
  CONTENT_TYPES,
  Deep,
  NASTY_KEYS,
  NASTY_QUERY_VALUES,
  NASTY_STRINGS,
  NASTY_SUFFIXES,
  PLANTED_VALUES,
  RAW_BODIES,
  WRONG_VALUES,
  encodeLoose,
  excerpt,
  nastyPathValues,
  setOwn,
  toJsonText,
} from "./values";

/** Values by property name that make generated bodies name real things (see world.ts). */
export type KnownValues = Record<string, unknown[]>;

export type Credential = "default" | "alternate" | "none" | "bad";

export type FuzzBody =
  | { kind: "none" }
  | { kind: "json"; value: unknown; contentType: string | null }
  | { kind: "raw"; text?: string; bytes?: number[]; contentType: string | null }
  | { kind: "form"; fields: { name: string; filename?: string; type?: string; content: string }[] };

/** One generated request, before credentials and the URL are filled in. */
export interface FuzzRequest {
  variant: string;
  credential: Credential;
  params: Record<string, string>;
  /** Query pairs; `raw` values are put into the URL unencoded. */
  query: { key: string; value: string; raw?: boolean }[];
  body: FuzzBody;
}

// ---------------------------------------------------------------- valid-looking values from a schema

const MAX_ITEMS = 3;

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === "string") return [schema.type];
  if (schema.properties) return ["object"];
  if (schema.items) return ["array"];
  return [];
}

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "uuid":
      return fc.uuid({ version: 4 });
    case "email":
      return fc.constantFrom("fuzz@example.com", "a.b+c@sub.example.org");
    case "date-time":
      return fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-01-01T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString());
    case "date":
      return fc
        .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-01-01T00:00:00Z"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "uri":
      return fc.constantFrom("https://example.com/x", "http://localhost:3000/billing");
  }
  if (typeof schema.pattern === "string") {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { maxLength: Math.min(schema.maxLength ?? 60, 60) });
    } catch {
      // A pattern fast-check cannot invert: fall through to plain text.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? minLength + 40, minLength + 40));
  return fc.string({ minLength, maxLength, unit: "grapheme-ascii" });
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lower = typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum + (integer ? 1 : 1e-9) : schema.minimum;
  const upper = typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum - (integer ? 1 : 1e-9) : schema.maximum;
  const min = Math.max(typeof lower === "number" ? lower : -1e6, -1e9);
  const max = Math.min(typeof upper === "number" ? upper : 1e6, 1e9);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value the schema (mostly) accepts; `known` swaps in real names for properties it lists. */
export function validArb(schema: JsonSchema | undefined, known: KnownValues, name?: string, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.jsonValue({ maxDepth: 2 });
  const real = name !== undefined ? known[name] : undefined;
  const own = validFromSchema(schema, known, depth);
  return real?.length ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 3 }, { arbitrary: own, weight: 1 }) : own;
}

function validFromSchema(schema: JsonSchema, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validArb(s, known, undefined, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return validArb(schema.allOf[0] as JsonSchema, known, undefined, depth + 1);
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => ofType(type, schema, known, depth)));
}

function ofType(type: string, schema: JsonSchema, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return stringArb(schema);
    case "integer":
      return numberArb(schema, true);
    case "number":
      return numberArb(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, minLength + MAX_ITEMS));
      return fc.array(validArb(schema.items as JsonSchema | undefined, known, undefined, depth + 1), { minLength, maxLength });
    }
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const names = Object.keys(properties);
      if (names.length === 0) {
        const extra = schema.additionalProperties;
        const valueSchema = extra && typeof extra === "object" ? (extra as JsonSchema) : undefined;
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12, unit: "grapheme-ascii" }), validArb(valueSchema, known, undefined, depth + 1), {
          maxKeys: 3,
        });
      }
      const model = Object.fromEntries(names.map((n) => [n, validArb(properties[n], known, n, depth + 1)]));
      const required = ((schema.required ?? []) as string[]).filter((r) => names.includes(r));
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A copy of `value` with every property that `known` names set to its first known value. */
export function withKnown(value: unknown, known: KnownValues): unknown {
  if (Array.isArray(value)) return value.map((v) => withKnown(v, known));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, known[k]?.length ? known[k][0] : withKnown(v, known)]));
}

// ---------------------------------------------------------------- mutations of a valid value

type Mutation =
  | { kind: "replace"; at: number; value: unknown }
  | { kind: "suffix"; at: number; suffix: string }
  | { kind: "delete"; at: number }
  | { kind: "plant"; at: number; key: string; value: unknown };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), value: fc.constantFrom(...WRONG_VALUES, ...NASTY_STRINGS) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("suffix" as const), at: fc.nat(), suffix: fc.constantFrom(...NASTY_SUFFIXES) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("plant" as const), at: fc.nat(), key: fc.constantFrom(...NASTY_KEYS), value: fc.constantFrom(...PLANTED_VALUES) }),
  },
);

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...path, i], out));
  else if (value && typeof value === "object" && !(value instanceof Deep)) for (const [k, v] of Object.entries(value)) pathsOf(v, [...path, k], out);
  return out;
}

/** A structural copy that keeps own `__proto__` keys and `Deep` placeholders. */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (value && typeof value === "object" && !(value instanceof Deep)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) setOwn(out, k, copy(v));
    return out;
  }
  return value;
}

function describePath(path: Path): string {
  return path.length === 0 ? "(root)" : path.map((p) => (typeof p === "number" ? `[${p}]` : `.${excerpt(p, 20).replace(/ \(\d+ chars\)$/, "")}`)).join("");
}

function describeValue(value: unknown): string {
  if (value instanceof Deep) return value.toString();
  if (typeof value === "string") return excerpt(value, 24);
  if (Array.isArray(value) && value.length > 10) return `<array of ${value.length}>`;
  return excerpt(JSON.stringify(value) ?? String(value), 30);
}

/** Applies mutations at positions chosen among the value's paths (so shrinking picks simpler spots). */
export function mutate(base: unknown, mutations: Mutation[]): { value: unknown; description: string } {
  let value = copy(base);
  const notes: string[] = [];
  for (const m of mutations) {
    const paths = pathsOf(value);
    const path = paths[m.at % paths.length];
    const parentPath = path.slice(0, -1);
    const last = path[path.length - 1];
    const parent = parentPath.reduce<any>((at, key) => at[key], value);
    const current = path.reduce<any>((at, key) => at?.[key], value);
    const put = (next: unknown) => {
      if (path.length === 0) value = next;
      else if (Array.isArray(parent)) parent[last as number] = next;
      else setOwn(parent, last as string, next);
    };
    switch (m.kind) {
      case "replace":
        // Copied: the planted values are shared constants, and a second mutation may write into this one.
        put(copy(m.value));
        notes.push(`${describePath(path)} = ${describeValue(m.value)}`);
        break;
      case "suffix":
        if (typeof current === "string") {
          put(current + m.suffix);
          notes.push(`${describePath(path)} += ${describeValue(m.suffix)}`);
        } else {
          put(m.suffix);
          notes.push(`${describePath(path)} = ${describeValue(m.suffix)}`);
        }
        break;
      case "delete":
        if (path.length === 0) {
          value = undefined;
          notes.push("no body value");
        } else if (Array.isArray(parent)) {
          parent.splice(last as number, 1);
          notes.push(`removed ${describePath(path)}`);
        } else {
          delete parent[last as string];
          notes.push(`removed ${describePath(path)}`);
        }
        break;
      case "plant":
        if (current && typeof current === "object" && !Array.isArray(current) && !(current instanceof Deep)) {
          setOwn(current, m.key, copy(m.value));
          notes.push(`${describePath(path)}[${describeValue(m.key)}] = ${describeValue(m.value)}`);
        } else {
          const holder: Record<string, unknown> = {};
          setOwn(holder, m.key, copy(m.value));
          put(holder);
          notes.push(`${describePath(path)} = {${describeValue(m.key)}: ${describeValue(m.value)}}`);
        }
        break;
    }
  }
  return { value, description: notes.join("; ") };
}

// ---------------------------------------------------------------- whole requests

function paramsArb(op: Operation, real: Record<string, string>): fc.Arbitrary<{ params: Record<string, string>; note?: string }> {
  if (op.pathParams.length === 0) return fc.constant({ params: {} });
  const wrong = fc.tuple(fc.constantFrom(...op.pathParams.map((p) => p.name)), fc.nat()).map(([name, n]) => {
    const values = nastyPathValues(real[name]);
    const value = values[n % values.length];
    return { params: { ...real, [name]: value }, note: `path ${name} = ${describeValue(value)}` };
  });
  return fc.oneof({ weight: 6, arbitrary: fc.constant({ params: real }) }, { weight: 1, arbitrary: wrong });
}

function queryValueArb(param: Parameter, known: KnownValues): fc.Arbitrary<string> {
  return validArb(param.schema, known, param.name).map((v) => (typeof v === "string" ? v : (JSON.stringify(v) ?? "")));
}

type QueryPair = FuzzRequest["query"][number];

function queryArb(op: Operation, known: KnownValues): fc.Arbitrary<{ query: QueryPair[]; note?: string }> {
  const valid = fc
    .tuple(...op.queryParams.map((p) => fc.option(queryValueArb(p, known), { nil: undefined, freq: 2 }).map((value) => ({ key: p.name, value }))))
    .map((pairs) => pairs.filter((p): p is QueryPair => p.value !== undefined));
  const names = [...op.queryParams.map((p) => p.name), "unknown", "__proto__", "constructor", "\u0000", "limit", "cursor"];
  const wrong = fc.tuple(valid, fc.constantFrom(...names), fc.constantFrom(...NASTY_QUERY_VALUES), fc.boolean()).map(([pairs, key, nasty, repeat]) => ({
    query: [...(repeat ? pairs : pairs.filter((p) => p.key !== key)), { key, value: nasty.value, raw: nasty.raw }],
    note: `query ${describeValue(key)}=${nasty.raw ? nasty.value : describeValue(nasty.value)}${repeat ? " (repeated)" : ""}`,
  }));
  if (op.queryParams.length === 0) {
    return fc.oneof({ weight: 8, arbitrary: fc.constant({ query: [] as QueryPair[] }) }, { weight: 1, arbitrary: wrong });
  }
  return fc.oneof({ weight: 1, arbitrary: valid.map((query) => ({ query })) }, { weight: 1, arbitrary: wrong });
}

function jsonBodyArb(op: Operation, known: KnownValues): fc.Arbitrary<{ body: FuzzBody; note: string }> {
  const schema = op.body?.schema;
  const examples = op.body?.examples ?? [];
  // The document's own examples, with the world's real names swapped in, are the likeliest valid bodies.
  const base = examples.length > 0 ? fc.oneof(validArb(schema, known), fc.constantFrom(...examples.map((e) => withKnown(e, known)))) : validArb(schema, known);
  const json = (value: unknown, contentType: string | null = "application/json") => ({ kind: "json" as const, value, contentType });
  const valid = base.map((value) => ({ body: json(value), note: "valid-looking body" }));
  const mutated = fc.tuple(base, fc.array(mutationArb, { minLength: 1, maxLength: 2 })).map(([value, mutations]) => {
    const out = mutate(value, mutations);
    return { body: json(out.value), note: `body ${out.description}` };
  });
  const wrongType = fc
    .tuple(base, fc.constantFrom(...CONTENT_TYPES.filter((t) => t !== "application/json")))
    .map(([value, contentType]) => ({ body: json(value, contentType), note: `valid-looking body as ${JSON.stringify(contentType)}` }));
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 9, arbitrary: mutated },
    { weight: 2, arbitrary: rawBodyArb() },
    { weight: 1, arbitrary: wrongType },
  );
}

function rawBodyArb(contentTypes: (string | null)[] = CONTENT_TYPES): fc.Arbitrary<{ body: FuzzBody; note: string }> {
  return fc
    .tuple(
      fc.constantFrom(...RAW_BODIES),
      fc.oneof({ weight: 3, arbitrary: fc.constant("application/json") }, { weight: 1, arbitrary: fc.constantFrom(...contentTypes) }),
    )
    .map(([raw, contentType]) => ({
      body: { kind: "raw" as const, ...raw, contentType },
      note:
        `raw body ${raw.text !== undefined ? excerpt(raw.text, 40) : `bytes ${raw.bytes!.map((b) => b.toString(16)).join(" ")}`} as ` +
        `${JSON.stringify(contentType)}`,
    }));
}

const FORM_FILES = [
  { name: "file", filename: "notes.txt", type: "text/plain", content: "notes" },
  { name: "file", filename: "a\u0000b.txt", type: "text/plain", content: "nul in name" },
  { name: "file", filename: "a\ud800.txt", type: "text/plain", content: "surrogate in name" },
  { name: "file", filename: `${"n".repeat(10_000)}.txt`, type: "text/plain", content: "long name" },
  { name: "file", filename: "../../etc/passwd", type: "text/plain", content: "traversal" },
  { name: "file", filename: "empty.txt", type: "text/plain", content: "" },
  { name: "file", filename: "x.html", type: "text/html", content: "<script>alert(1)</script>" },
  { name: "file", filename: "fake.pdf", type: "application/pdf", content: "not a pdf" },
  { name: "file", filename: "x.txt", type: "text/plain\u0000", content: "nul in type" },
  { name: "note", content: "no file" },
  { name: "file", content: "a text field named file" },
  { name: "__proto__", content: "x" },
];

function formBodyArb(): fc.Arbitrary<{ body: FuzzBody; note: string }> {
  return fc.array(fc.constantFrom(...FORM_FILES), { minLength: 0, maxLength: 2 }).map((fields) => ({
    body: { kind: "form" as const, fields },
    note: `form ${
      fields.map((f) => `${describeValue(f.name)}${f.filename !== undefined ? `=${describeValue(f.filename)} ` + `(${f.type})` : ""}`).join(", ") || "(empty)"
    }`,
  }));
}

function bodyArb(op: Operation, known: KnownValues): fc.Arbitrary<{ body: FuzzBody; note?: string }> {
  if (op.method === "GET") return fc.constant({ body: { kind: "none" as const } });
  const contentType = op.body?.contentType;
  if (contentType === "multipart/form-data") return fc.oneof({ weight: 3, arbitrary: formBodyArb() }, { weight: 1, arbitrary: rawBodyArb() });
  if (contentType && /json/.test(contentType)) return jsonBodyArb(op, known);
  // No body documented: whatever is sent must be ignored or refused, never crash.
  return fc.oneof({ weight: 4, arbitrary: fc.constant({ body: { kind: "none" as const } }) }, { weight: 1, arbitrary: rawBodyArb() });
}

function credentialArb(op: Operation): fc.Arbitrary<Credential> {
  const choices: fc.WeightedArbitrary<Credential>[] = [{ weight: 16, arbitrary: fc.constant("default" as const) }];
  if (op.security.length > 1) choices.push({ weight: 4, arbitrary: fc.constant("alternate" as const) });
  choices.push({ weight: 1, arbitrary: fc.constantFrom<Credential>("none", "bad") });
  return fc.oneof(...choices);
}

/** Requests for one operation: mostly wrong, some valid-looking, all aimed at real resources. */
export function requestArb(op: Operation, realParams: Record<string, string>, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(credentialArb(op), paramsArb(op, realParams), queryArb(op, known), bodyArb(op, known)).map(([credential, params, query, body]) => ({
    variant: [params.note, query.note, body.note, credential !== "default" ? `credential ${credential}` : undefined].filter(Boolean).join("; ") || "plain",
    credential,
    params: params.params,
    query: query.query,
    body: body.body,
  }));
}

export function urlOf(op: Operation, request: FuzzRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeLoose(request.params[name] ?? ""));
  const query = request.query.map((p) => `${encodeLoose(p.key)}=${p.raw ? p.value : encodeLoose(p.value)}`).join("&");
  return query ? `${path}?${query}` : path;
}

/** The request body as `call` sends it, with its content type. */
export function encodeBody(body: FuzzBody): { body?: string | Uint8Array | FormData; contentType?: string | null } {
  switch (body.kind) {
    case "none":
      return {};
    case "json":
      return { body: body.value === undefined ? "" : toJsonText(body.value), contentType: body.contentType };
    case "raw":
      return { body: body.bytes ? new Uint8Array(body.bytes) : body.text!, contentType: body.contentType };
    case "form": {
      const form = new FormData();
      for (const f of body.fields) {
        if (f.filename !== undefined) form.append(f.name, new File([new TextEncoder().encode(f.content)], f.filename, { type: f.type }));
        else form.append(f.name, f.content);
      }
      return { body: form };
    }
  }
}

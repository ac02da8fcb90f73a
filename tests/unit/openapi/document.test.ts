import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument, documentedRoutes } from "@/lib/openapi/document";
import { operationIdOf } from "@/lib/openapi/operation";

type Json = Record<string, any>;

const doc = buildOpenApiDocument("https://compliance.acme.example") as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(doc, "openapi.json");

const pointer = (path: string[]) => `openapi.json#/${path.map((p) => encodeURIComponent(p.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/")}`;

function deref(node: Json): Json {
  let current = node;
  while (current?.$ref)
    current = current.$ref
      .slice(2)
      .split("/")
      .map((p: string) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce((at: Json, k: string) => at[k], doc);
  return current;
}

/** Every `example` next to a `schema` (media types, parameters, headers) with where it is. */
function examples(): { where: string; schemaAt: string[]; example: unknown; inline?: Json }[] {
  const out: { where: string; schemaAt: string[]; example: unknown; inline?: Json }[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== "object") return;
    const n = node as Json;
    if ("example" in n && n.schema && typeof n.schema === "object") out.push({ where: path.join(" > "), schemaAt: [...path, "schema"], example: n.example });
    for (const [key, child] of Object.entries(n)) if (key !== "example" && key !== "schema") walk(child, [...path, key]);
  };
  walk(doc.paths, ["paths"]);
  walk(doc.webhooks, ["webhooks"]);
  walk(doc.components, ["components"]);
  for (const [name, header] of Object.entries(doc.components.headers as Json))
    out.push({ where: `header ${name}`, schemaAt: ["components", "headers", name, "schema"], example: header.example });
  return out;
}

function operations(): { id: string; path: string; method: string; op: Json }[] {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, path, method, op: op as Json })),
  );
}

describe("the OpenAPI document", () => {
  it("documents every route spec once, with a description, tags declared with descriptions, and security where the route takes a credential", () => {
    const declared = new Map((doc.tags as { name: string; description: string }[]).map((t) => [t.name, t.description]));
    for (const spec of documentedRoutes()) {
      const op = doc.paths[spec.path]?.[spec.method.toLowerCase()];
      expect(op, `${spec.method} ${spec.path}`).toBeDefined();
      expect(spec.description, `${spec.method} ${spec.path} needs a description`).toBeTruthy();
      expect(op.operationId).toBe(operationIdOf(spec));
      for (const tag of spec.tags) expect(declared.get(tag), `tag ${tag}`).toBeTruthy();
      if (spec.auth !== "none" || spec.security) expect(op.security.length, `${op.operationId} security`).toBeGreaterThan(0);
    }
    expect(doc.info.license.name).toBeTruthy();
    expect(doc.info.contact.url).toBe("https://compliance.acme.example");
    expect(doc.servers).toEqual([{ url: "https://compliance.acme.example", description: expect.any(String) }]);
  });

  it("has a request example on every operation with a body and an example on every success answer", () => {
    const missing: string[] = [];
    for (const { id, op } of operations()) {
      for (const [type, media] of Object.entries((op.requestBody?.content ?? {}) as Json))
        if (media.schema && media.example === undefined) missing.push(`${id} request ${type}`);
      for (const [status, response] of Object.entries(op.responses as Json)) {
        if (!status.startsWith("2")) continue;
        for (const [type, media] of Object.entries((deref(response).content ?? {}) as Json))
          if (media.schema?.type && media.example === undefined) missing.push(`${id} ${status} ${type}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("has only examples that validate against their schemas", () => {
    const invalid: string[] = [];
    const found = examples();
    expect(found.length).toBeGreaterThan(150);
    for (const { where, schemaAt, example } of found) {
      const validate = ajv.compile({ $ref: pointer(schemaAt) });
      if (!validate(example)) invalid.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(invalid).toEqual([]);
  });

  it("has request examples the routes' own validators accept", () => {
    const refused: string[] = [];
    for (const spec of documentedRoutes()) {
      const schema = spec.rawBody ? spec.rawBody.schema : spec.body;
      if (!schema || spec.rawBody?.contentType === "multipart/form-data") continue;
      const op = doc.paths[spec.path][spec.method.toLowerCase()];
      const example = Object.values(op.requestBody.content as Json)[0].example;
      const result = schema.safeParse(example);
      if (!result.success) refused.push(`${spec.method} ${spec.path}: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
    }
    expect(refused).toEqual([]);
  });

  it("puts X-Request-Id on every answer and Retry-After on every 429 and 503 of the envelope", () => {
    const problems: string[] = [];
    for (const { id, op } of operations()) {
      for (const [status, node] of Object.entries(op.responses as Json)) {
        const headers = deref(node).headers ?? {};
        if (!headers["X-Request-Id"]) problems.push(`${id} ${status}: no X-Request-Id`);
        if (node.$ref && ["429", "503"].includes(status) && !headers["Retry-After"]) problems.push(`${id} ${status}: no Retry-After`);
      }
      if (!(op.parameters as Json[]).some((p) => p.$ref === "#/components/parameters/RequestId")) problems.push(`${id}: no X-Request-Id parameter`);
    }
    expect(problems).toEqual([]);
  });

  it("documents 503 on every operation that uses the database and 429 on every rate-limited one", () => {
    for (const spec of documentedRoutes()) {
      const responses = doc.paths[spec.path][spec.method.toLowerCase()].responses as Json;
      if (spec.database !== false) expect(responses["503"], `${spec.method} ${spec.path} 503`).toBeDefined();
      // SCIM routes answer SCIM Error messages (RFC 7644 §3.12): their own component.
      const tooMany = spec.envelope === "scim" ? "ScimTooManyRequests" : "TooManyRequests";
      if ((spec.rateLimit ?? "api") !== "none") expect(responses["429"]?.$ref, `${spec.method} ${spec.path} 429`).toBe(`#/components/responses/${tooMany}`);
    }
  });

  it("describes the outgoing monitoring webhooks with their Standard Webhooks headers", () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([
      "check.completed",
      "check.degraded",
      "check.failed",
      "integration.sync_failed",
      "integration.synced",
      "schedule.error",
      "test.failing",
      "webhook.test",
    ]);
    for (const [type, item] of Object.entries(doc.webhooks as Json)) {
      const names = (item.post.parameters as Json[]).map((p) => p.name);
      expect(names).toEqual(["webhook-id", "webhook-timestamp", "webhook-signature"]);
      const body = item.post.requestBody.content["application/json"];
      expect(body.schema.required).toEqual(["type", "timestamp", "data"]);
      expect(body.example.type).toBe(type);
    }
  });

  it("documents the Stripe-Signature header and track-usage's internal token and body", () => {
    const webhook = doc.paths["/api/v1/billing/webhook"].post;
    expect(webhook.parameters).toContainEqual(expect.objectContaining({ name: "Stripe-Signature", in: "header", required: true }));
    const trackUsage = doc.paths["/api/v1/billing/track-usage"].post;
    expect(trackUsage.security).toEqual([{ internalToken: [] }]);
    expect(trackUsage.requestBody.content["application/json"].schema.required).toEqual(["accountId", "metric"]);
    expect(doc.paths["/api/v1/billing/portal"].post.requestBody.required).toBe(false);
  });
});

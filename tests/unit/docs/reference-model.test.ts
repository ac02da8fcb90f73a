import { describe, expect, it } from "vitest";
import { tagHtml } from "@/components/docs/reference-html";
import { referenceModel, typeOf } from "@/components/docs/reference-model";
import { buildOpenApiDocument } from "@/lib/openapi/document";

const doc = buildOpenApiDocument("http://localhost:3000");
const tags = referenceModel(doc);
const operations = tags.flatMap((t) => t.operations);

describe("the API reference page's reading of the OpenAPI document", () => {
  it("lists every operation once, under its tag, in the document's tag order", () => {
    const inDocument = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual(inDocument.sort());
    expect(new Set(operations.map((o) => o.id)).size).toBe(operations.length);
    expect(tags.map((t) => t.name)).toEqual(doc.tags.map((t) => t.name).filter((name) => tags.some((t) => t.name === name)));
  });

  it("says what an operation takes and answers: credentials, parameters without the request-id header, body fields, statuses", () => {
    const create = operations.find((o) => o.method === "POST" && o.path === "/api/v1/audits")!;
    expect(create.auth).toEqual(["Customer JWT", "Console session"]);
    expect(create.body?.contentType).toBe("application/json");
    expect(create.body?.fields.find((f) => f.name === "type")).toMatchObject({ type: '"type_i" | "type_ii"', required: true });
    expect(create.responses.map((r) => r.status)).toEqual(expect.arrayContaining(["201", "400", "403"]));
    const list = operations.find((o) => o.method === "GET" && o.path === "/api/v1/audits")!;
    expect(list.params.map((p) => p.name)).toEqual(expect.arrayContaining(["limit", "cursor", "status"]));
    expect(list.params.some((p) => p.name === "X-Request-Id")).toBe(false);
    expect(operations.find((o) => o.path === "/api/health")!.auth).toEqual(["None"]);
    expect(list.search).toContain("get /api/v1/audits");
  });

  it("names types in a few words", () => {
    expect(typeOf({ type: "string", format: "email" })).toBe("string (email)");
    expect(typeOf({ type: "array", items: { $ref: "#/components/schemas/ValidationIssue" } })).toBe("array of ValidationIssue");
    expect(typeOf({ anyOf: [{ type: "string" }, { type: "null" }] })).toBe("string or null");
    expect(typeOf({ const: true })).toBe("true");
  });
});

describe("the reference's markup", () => {
  it("escapes every value and renders Markdown only through the neutralising renderer", () => {
    const html = tagHtml({
      name: "<Tag>",
      description: "Uses `code` <script>x</script>",
      operations: [
        {
          id: 'op"1',
          tag: "<Tag>",
          method: "GET",
          path: "/api/v1/x?<y>",
          summary: "A <b>summary</b>",
          description: "**Bold** <img src=x onerror=alert(1)>",
          auth: ["None"],
          params: [{ name: "<p>", in: "query", type: "string", required: true, description: "see [x](javascript:alert(1))" }],
          body: null,
          responses: [{ status: "200", description: "OK & fine" }],
          search: "get /api/v1/x",
        },
      ],
    });
    expect(html).not.toMatch(/<script|<img|<b>summary|javascript:/);
    expect(html).toContain("<code>&lt;p&gt;</code>");
    expect(html).toContain("&lt;Tag&gt;");
    expect(html).toContain('id="op&quot;1"');
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("OK &amp; fine");
  });

  it("keeps the whole reference small enough to read at once", () => {
    const size = tags.reduce((n, t) => n + tagHtml(t).length, 0);
    expect(size).toBeLessThan(1_200_000);
  });
});

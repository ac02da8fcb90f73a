import { describe, expect, it } from "vitest";
import { GET as categories } from "@/app/api/v1/documents/categories/route";
import { GET as frameworks } from "@/app/api/v1/documents/frameworks/route";
import { POST as search } from "@/app/api/v1/documents/search/route";
import { GET as getTemplate } from "@/app/api/v1/documents/templates/[templateId]/route";
import { GET as listTemplates } from "@/app/api/v1/documents/templates/route";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { call } from "../../helpers/http";

describe("public document routes", () => {
  it("lists templates with fields, sections and preview, paginated", async () => {
    const res = await call(listTemplates, { path: "/api/v1/documents/templates" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(res.body.success).toBe(true);
    expect(res.body.data.length).toBeGreaterThanOrEqual(12);
    expect(res.body.pagination).toEqual({ limit: 50, nextCursor: null, hasMore: false });
    const dpa = res.body.data.find((t: { id: string }) => t.id === "data-processing-agreement");
    expect(dpa).toMatchObject({ name: "Data Processing Agreement", category: "dpa", frameworks: ["gdpr"] });
    expect(dpa.fields[0]).toEqual(
      expect.objectContaining({
        name: "companyName",
        label: expect.any(String),
        type: "string",
        required: true,
        description: expect.any(String),
        example: expect.any(String),
      }),
    );
    expect(dpa.sections[0]).toEqual(
      expect.objectContaining({ id: "processing-details", title: expect.any(String), required: true, requirements: ["GDPR Art. 28(3)"] }),
    );
    expect(dpa.preview).toMatch(/^# Northwind Analytics Ltd Data Processing Agreement/);

    const page1 = await call(listTemplates, { path: "/api/v1/documents/templates?limit=5" });
    expect(page1.body.data).toHaveLength(5);
    expect(page1.body.pagination.hasMore).toBe(true);
    const page2 = await call(listTemplates, { path: `/api/v1/documents/templates?limit=5&cursor=${page1.body.pagination.nextCursor}` });
    expect(page2.body.data[0].id).toBe(res.body.data[5].id);
    const bad = await call(listTemplates, { path: "/api/v1/documents/templates?limit=0&cursor=%%%" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("validation_failed");
  });

  it("answers one template, and 404 for an unknown one", async () => {
    const res = await call(getTemplate, { path: "/api/v1/documents/templates/cookie-policy", params: { templateId: "cookie-policy" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: "cookie-policy", category: "cookie-policy" });
    expect(res.body.data.preview).toContain("## 1. What Cookies Are");
    const missing = await call(getTemplate, { path: "/api/v1/documents/templates/nope", params: { templateId: "nope" } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: { code: "not_found", message: expect.any(String) } });
  });

  it("lists categories and frameworks with their templates", async () => {
    const cats = await call(categories, { path: "/api/v1/documents/categories" });
    expect(cats.status).toBe(200);
    const ids = cats.body.data.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining(["privacy-policy", "dpa", "consent-form", "incident-response"]));
    expect(cats.body.data.find((c: { id: string }) => c.id === "dpa")).toMatchObject({
      templateCount: 1,
      templateIds: ["data-processing-agreement"],
      name: expect.any(String),
    });
    const fws = await call(frameworks, { path: "/api/v1/documents/frameworks" });
    expect(fws.status).toBe(200);
    expect(fws.body.data.map((f: { id: string }) => f.id).sort()).toEqual(["gdpr", "hipaa", "iso27001", "nist-800-53", "nist-csf-2", "pci-dss-4", "soc2"]);
    const gdpr = fws.body.data.find((f: { id: string }) => f.id === "gdpr");
    expect(gdpr.templateIds).toContain("data-processing-agreement");
    expect(gdpr.categories).toContain("dpa");
    expect(gdpr.name).toMatch(/General Data Protection Regulation|GDPR/);
  });

  it("searches ranked with snippets, filtered by framework and category", async () => {
    const res = await call(search, { path: "/api/v1/documents/search", body: { query: "GDPR processor contract" } });
    expect(res.status).toBe(200);
    expect(res.body.data.results[0]).toEqual({
      templateId: "data-processing-agreement",
      name: "Data Processing Agreement",
      category: "dpa",
      frameworks: ["gdpr"],
      score: expect.any(Number),
      snippet: expect.stringMatching(/processor/i),
    });
    expect(res.body.data.total).toBeGreaterThanOrEqual(1);
    const filtered = await call(search, {
      path: "/api/v1/documents/search",
      body: { query: "incident", framework: "hipaa", category: "incident-response", limit: 5 },
    });
    expect(filtered.body.data.results.map((r: { templateId: string }) => r.templateId)).toEqual(["incident-response-plan"]);
    const empty = await call(search, { path: "/api/v1/documents/search", body: {} });
    expect(empty.body.data.total).toBeGreaterThanOrEqual(12);
    expect(empty.body.data.results).toHaveLength(10);
  });

  it.each([
    ["GDPR processor contract", "data-processing-agreement"],
    ["what to do when we get hacked", "incident-response-plan"],
    ["notify regulators of a data breach within 72 hours", "breach-notification-procedure"],
    ["password and MFA requirements", "access-control-policy"],
    ["how long do we keep customer data", "data-retention-policy"],
    ["third party supplier risk", "vendor-management-policy"],
    ["disaster recovery after a region outage", "business-continuity-plan"],
    ["rules for employees using company laptops", "acceptable-use-policy"],
    ["privacy notice for website visitors under CCPA", "privacy-policy"],
    ["ISMS information security objectives", "information-security-policy"],
    ["permission to use personal data signed by the person", "consent-form"],
    ["cookie banner and tracking pixels", "cookie-policy"],
  ])("search %j ranks %s first", async (query, expected) => {
    const res = await call(search, { path: "/api/v1/documents/search", body: { query } });
    expect(res.status).toBe(200);
    expect(res.body.data.results[0].templateId).toBe(expected);
  });

  it("rejects bad search bodies with every problem named", async () => {
    const res = await call(search, { path: "/api/v1/documents/search", body: { query: 5, framework: "sox", limit: 500, extra: true } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    const paths = res.body.error.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(["", "framework", "limit", "query"].sort());
    const notJson = await call(search, { path: "/api/v1/documents/search", body: "{not json", headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe("invalid_json");
    const wrongType = await call(search, { path: "/api/v1/documents/search", body: "query=x", headers: { "content-type": "text/plain" } });
    expect(wrongType.status).toBe(415);
  });

  it("documents every document route in the OpenAPI description", async () => {
    const res = await call(openapi, { path: "/api/v1/openapi.json" });
    const paths = Object.keys(res.body.paths ?? res.body.data?.paths ?? {});
    for (const p of [
      "/api/v1/documents",
      "/api/v1/documents/{id}",
      "/api/v1/documents/{id}/download",
      "/api/v1/documents/templates",
      "/api/v1/documents/templates/{templateId}",
      "/api/v1/documents/generate",
      "/api/v1/documents/generate/bulk",
      "/api/v1/documents/validate",
      "/api/v1/documents/categories",
      "/api/v1/documents/frameworks",
      "/api/v1/documents/search",
    ]) {
      expect(paths, p).toContain(p);
    }
  });
});

import { describe, expect, it } from "vitest";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { call } from "../../helpers/http";

describe("OpenAPI description of the billing routes", () => {
  it("documents all nine billing routes with their auth and bodies", async () => {
    const res = await call(openapi, { path: "/api/v1/openapi.json" });
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, { requestBody?: unknown; security?: unknown[]; description?: string }>>;
    const billing = Object.entries(paths)
      .filter(([p]) => p.startsWith("/api/v1/billing/"))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    expect(billing).toEqual([
      "GET /api/v1/billing/customers/me",
      "GET /api/v1/billing/invoices",
      "GET /api/v1/billing/status",
      "GET /api/v1/billing/subscription",
      "GET /api/v1/billing/usage",
      "POST /api/v1/billing/checkout",
      "POST /api/v1/billing/portal",
      "POST /api/v1/billing/track-usage",
      "POST /api/v1/billing/webhook",
    ]);
    expect(paths["/api/v1/billing/checkout"].post.requestBody).toBeTruthy();
    expect(paths["/api/v1/billing/webhook"].post.description).toContain("Stripe-Signature");
    expect(paths["/api/v1/billing/track-usage"].post.description).toContain("INTERNAL_API_TOKEN");
  });
});

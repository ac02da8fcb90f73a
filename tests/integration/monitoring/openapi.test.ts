import { describe, expect, it } from "vitest";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { call } from "../../helpers/http";

describe("OpenAPI document", () => {
  it("describes every monitoring route with its filters", async () => {
    const res = await call(openapi, { path: "/api/v1/openapi.json" });
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, { parameters?: { name: string }[] }>>;
    const expected: [string, string][] = [
      ["/api/v1/monitoring/schedules", "post"],
      ["/api/v1/monitoring/schedules", "get"],
      ["/api/v1/monitoring/schedules/{id}", "patch"],
      ["/api/v1/monitoring/schedules/{id}", "delete"],
      ["/api/v1/monitoring/schedules/{id}/run", "post"],
      ["/api/v1/monitoring/results", "get"],
      ["/api/v1/monitoring/results/{id}", "get"],
      ["/api/v1/monitoring/score-history", "get"],
      ["/api/v1/monitoring/webhooks", "post"],
      ["/api/v1/monitoring/webhooks", "get"],
      ["/api/v1/monitoring/webhooks/{id}", "delete"],
      ["/api/v1/monitoring/webhooks/{id}/deliveries", "get"],
      ["/api/v1/monitoring/webhooks/{id}/deliveries/{deliveryId}/redeliver", "post"],
      ["/api/v1/monitoring/webhooks/{id}/test", "post"],
      ["/api/v1/monitoring/alerts", "get"],
      ["/api/v1/monitoring/alerts/{id}/read", "post"],
      ["/api/v1/monitoring/alerts/read-all", "post"],
    ];
    for (const [path, method] of expected) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const filters = paths["/api/v1/monitoring/results"].get.parameters!.map((p) => p.name).sort();
    expect(filters).toEqual(expect.arrayContaining(["cursor", "framework", "frameworkId", "from", "limit", "scheduleId", "status", "to"]));
    const historyFilters = paths["/api/v1/monitoring/score-history"].get.parameters!.map((p) => p.name).sort();
    expect(historyFilters).toEqual(expect.arrayContaining(["frameworkId", "from", "scheduleId", "to"]));
    const alertFilters = paths["/api/v1/monitoring/alerts"].get.parameters!.map((p) => p.name);
    expect(alertFilters).toEqual(expect.arrayContaining(["scheduleId", "state"]));
  });
});

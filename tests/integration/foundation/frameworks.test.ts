import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getFramework } from "@/app/api/v1/frameworks/[id]/route";
import { GET as listFrameworks } from "@/app/api/v1/frameworks/route";
import { getDb } from "@/lib/db/client";
import { call } from "../../helpers/http";

describe("built-in frameworks", () => {
  it("lists the seven built-in frameworks with their control counts, without auth", async () => {
    const res = await call(listFrameworks, { path: "/api/v1/frameworks" });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((f: { id: string }) => f.id);
    expect(ids).toEqual(expect.arrayContaining(["soc2", "iso27001", "hipaa", "gdpr", "nist-csf-2", "nist-800-53", "pci-dss-4"]));
    for (const framework of res.body.data) {
      expect(Object.keys(framework).sort()).toEqual(["category", "controlCount", "id", "name", "version"]);
      expect(framework.controlCount).toBeGreaterThan(0);
    }
    const soc2 = res.body.data.find((f: { id: string }) => f.id === "soc2");
    expect(soc2.controlCount).toBe(61);
    expect(res.body.pagination).toEqual({ limit: 50, nextCursor: null, hasMore: false });
  });

  it("pages the list like every other list", async () => {
    const first = await call(listFrameworks, { path: "/api/v1/frameworks?limit=4" });
    expect(first.body.data).toHaveLength(4);
    expect(first.body.pagination.hasMore).toBe(true);
    const second = await call(listFrameworks, { path: `/api/v1/frameworks?limit=4&cursor=${first.body.pagination.nextCursor}` });
    expect(second.body.pagination.hasMore).toBe(false);
    const ids = [...first.body.data, ...second.body.data].map((f: { id: string }) => f.id);
    expect(new Set(ids).size).toBe(7);
    expect((await call(listFrameworks, { path: "/api/v1/frameworks?limit=0" })).status).toBe(400);
  });

  it("serves one framework with its controls, and 404 for an unknown id", async () => {
    const res = await call(getFramework, { path: "/api/v1/frameworks/iso27001", params: { id: "iso27001" } });
    expect(res.status).toBe(200);
    const controls = res.body.data.controls;
    const a515 = controls.find((c: { controlId: string }) => c.controlId === "A.5.15");
    expect(a515).toMatchObject({ controlId: "A.5.15", title: "Access control", category: expect.any(String), description: expect.any(String) });
    expect(a515.description.length).toBeGreaterThan(40);
    const missing = await call(getFramework, { path: "/api/v1/frameworks/cobit", params: { id: "cobit" } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, error: { code: "not_found" } });
  });

  it("keeps the database copy of the catalogs in step with the files", async () => {
    const list = await call(listFrameworks, { path: "/api/v1/frameworks" });
    const rows = await getDb().execute<{ framework_id: string; n: number }>(
      sql`select framework_id, count(*)::int as n from framework_controls group by framework_id`,
    );
    const counts = Object.fromEntries(rows.map((r) => [r.framework_id, Number(r.n)]));
    for (const framework of list.body.data) expect(counts[framework.id]).toBe(framework.controlCount);
  });
});

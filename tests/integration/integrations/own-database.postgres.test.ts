import { describe, expect, it } from "vitest";
import { GET as listResourcesHandler } from "@/app/api/v1/integrations/[id]/resources/route";
import { POST as syncHandler } from "@/app/api/v1/integrations/[id]/sync/route";
import { POST as createIntegrationHandler } from "@/app/api/v1/integrations/route";
import { POST as testConnectionHandler } from "@/app/api/v1/integrations/test-connection/route";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { TEST_OUTCOMES } from "@/lib/vocabulary";

process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS = "true";

/**
 * The PostgreSQL integration watching the very database this test file runs on (the machine's PostgreSQL), through
 * the whole engine: connection check, sync, stored resources and results. Its settings are the server's own, so the
 * test asserts what every server answers (a server resource, the bootstrap role, the version check) and that each
 * test concluded something.
 */
describe("the PostgreSQL integration on its own database", () => {
  it("connects, syncs and stores what it found with a result per test", async () => {
    const a = await createAccount();
    const url = new URL(process.env.DATABASE_URL!);
    const config = {
      host: url.hostname,
      port: Number(url.port || 5432),
      database: url.pathname.slice(1),
      user: decodeURIComponent(url.username),
      sslmode: "disable",
    };
    const credentials = { password: decodeURIComponent(url.password) || "trust-auth-ignores-it" };
    const check = await call(testConnectionHandler, {
      path: "/api/v1/integrations/test-connection",
      token: a.token,
      body: { provider: "postgresql", config, credentials },
    });
    expect(check.body.data).toMatchObject({ ok: true });
    const created = await call(createIntegrationHandler, {
      path: "/api/v1/integrations",
      token: a.token,
      body: { provider: "postgresql", name: "Own database", config, credentials },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id;
    const synced = await call(syncHandler, { path: `/api/v1/integrations/${id}/sync`, method: "POST", token: a.token, params: { id } });
    expect(synced.body.data, JSON.stringify(synced.body.data)).toMatchObject({ status: "succeeded", error: null });
    const servers = await call(listResourcesHandler, { path: `/api/v1/integrations/${id}/resources?type=postgresql.server`, token: a.token, params: { id } });
    expect(servers.body.data).toHaveLength(1);
    const results = Object.fromEntries(servers.body.data[0].results.map((r: { testId: string; outcome: string }) => [r.testId, r.outcome]));
    expect(results["postgresql.server.version_supported"]).toBe("passing");
    for (const outcome of Object.values(results)) expect(TEST_OUTCOMES).toContain(outcome);
    const roles = await call(listResourcesHandler, {
      path: `/api/v1/integrations/${id}/resources?type=postgresql.role&limit=200`,
      token: a.token,
      params: { id },
    });
    expect(roles.body.data.map((r: { name: string }) => r.name)).toContain("postgres");
  });
});

import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { GET as listAudits } from "@/app/api/v1/audits/route";
import { POST as acceptInvitation } from "@/app/api/v1/auditor/accept-invitation/route";
import { GET as controlDocuments } from "@/app/api/v1/auditor/controls/[id]/documents/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { GET as listDocuments } from "@/app/api/v1/documents/route";
import { GET as listEvidence } from "@/app/api/v1/evidence/route";
import { GET as listResources } from "@/app/api/v1/integrations/[id]/resources/route";
import { POST as syncIntegration } from "@/app/api/v1/integrations/[id]/sync/route";
import { GET as listIntegrations } from "@/app/api/v1/integrations/route";
import { GET as listSchedules } from "@/app/api/v1/monitoring/schedules/route";
import { config } from "@/lib/config";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/db/embedded";
import { ensureDemoTls } from "@/lib/demo/demo-tls";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from "@/lib/demo/seed-demo";
import { DEMO_DATABASE_INTEGRATION, DEMO_WEB_INTEGRATION } from "@/lib/demo/seed-demo-integrations";
import { listOutbox } from "@/lib/email/internal/outbox";
import { hstsHeaders } from "@/lib/http/security-headers";
import { call } from "../../helpers/http";
import { startTlsServer, type FakeTlsServer } from "../../fakes/tls/https-servers";

// The demo's targets listen on 127.0.0.1, as the demo's own do: the operator's setting that allows that.
process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS = "true";

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

async function demoLogin() {
  const login = await call(token, { path: "/api/v1/auth/token", body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  expect(login.status).toBe(200);
  return login.body.data.accessToken as string;
}

describe("demo account", () => {
  it("is seeded once with example content that the API serves, and a working API key", async () => {
    const first = await seedDemo();
    const again = await seedDemo();
    expect(again.apiKey).toBe(first.apiKey);

    const login = await call(token, { path: "/api/v1/auth/token", body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    const auth = { token: login.body.data.accessToken as string };

    const evidence = await call(listEvidence, { path: "/api/v1/evidence", ...auth });
    expect(evidence.body.data).toHaveLength(6);
    const audits = await call(listAudits, { path: "/api/v1/audits", ...auth });
    expect(audits.body.data).toHaveLength(1);
    expect(audits.body.data[0]).toMatchObject({ framework_id: "soc2", status: "in_progress" });
    const schedules = await call(listSchedules, { path: "/api/v1/monitoring/schedules", ...auth });
    expect(schedules.body.data).toHaveLength(1);

    const documents = await call(listDocuments, { path: "/api/v1/documents", apiKey: first.apiKey });
    expect(documents.status).toBe(200);
    expect(documents.body.data.length).toBeGreaterThan(3);

    const mail = await listOutbox({ to: "auditor@example.com" });
    expect(mail.messages).toHaveLength(1);
    expect(mail.messages[0].text).toContain("/auditor/accept?token=");

    // The demo's auditor sees the approved policies that back the audit's controls: CC1.1's Acceptable Use Policy.
    const magic = /\/auditor\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.messages[0].text)![1];
    const accepted = await call(acceptInvitation, { path: "/api/v1/auditor/accept-invitation", body: { token: magic } });
    expect(accepted.status, accepted.text).toBe(200);
    const auditor = { token: accepted.body.data.token as string };
    const cc11 = await call(controlDocuments, { path: "/api/v1/auditor/controls/CC1.1/documents", ...auditor, params: { id: "CC1.1" } });
    expect(cc11.status, cc11.text).toBe(200);
    expect(cc11.body.data.map((d: { title: string }) => d.title)).toEqual([expect.stringContaining("Acceptable Use Policy")]);
    // One policy of the set waits for Priya's approval: a draft backs nothing.
    const cc92 = await call(controlDocuments, { path: "/api/v1/auditor/controls/CC9.2/documents", ...auditor, params: { id: "CC9.2" } });
    expect(cc92.body.data).toEqual([]);
  });

  /**
   * scripts/start.ts --demo points the demo's integrations at the database the server runs on (on the embedded
   * database, a snapshot of it served beside it) and at the server's own HTTPS listener with the demo CA. This test
   * process has neither a launcher nor a TLS listener, so it builds the same two targets: an embedded database
   * served on its socket as the snapshot is, and an HTTPS server with the demo's own certificate (ensureDemoTls)
   * and the HSTS header the listener sends. Seeding with them, then one sync of each, goes through the real engine.
   */
  it("connects the demo to its database and HTTPS listener, and one sync of each gives real results", async () => {
    const watched: EmbeddedDatabase = await startEmbeddedDatabase(undefined);
    stops.push(() => watched.stop());
    const tls = ensureDemoTls(config.dataDir);
    const listener: FakeTlsServer = await startTlsServer({
      key: fs.readFileSync(tls.keyFile, "utf8"),
      cert: fs.readFileSync(tls.certFile, "utf8"),
      headers: hstsHeaders(true),
    });
    stops.push(() => listener.close());
    const db = new URL(watched.url);
    const targets = {
      postgres: { host: db.hostname, port: Number(db.port), database: "postgres", user: "postgres", password: "embedded-database-needs-none" },
      https: { url: `https://127.0.0.1:${listener.port}/`, caPem: tls.caPem },
    };
    await seedDemo(targets);
    // A restart re-seeds: the settings are brought up to date, no second integration appears.
    await seedDemo(targets);
    const auth = { token: await demoLogin() };

    const listed = await call(listIntegrations, { path: "/api/v1/integrations", ...auth });
    expect(listed.status).toBe(200);
    const byName = new Map(listed.body.data.map((i: { name: string }) => [i.name, i]));
    expect(listed.body.data).toHaveLength(2);
    expect(byName.get(DEMO_DATABASE_INTEGRATION)).toMatchObject({
      provider: "postgresql",
      paused: false,
      syncFrequency: "hourly",
      credentialFields: ["password"],
    });
    expect(byName.get(DEMO_WEB_INTEGRATION)).toMatchObject({ provider: "https", paused: false, syncFrequency: "hourly" });

    const results = async (name: string, type: string) => {
      const { id } = byName.get(name) as { id: string };
      const synced = await call(syncIntegration, { path: `/api/v1/integrations/${id}/sync`, method: "POST", ...auth, params: { id } });
      expect(synced.status, synced.text).toBe(200);
      expect(synced.body.data, JSON.stringify(synced.body.data)).toMatchObject({ status: "succeeded", error: null });
      const found = await call(listResources, { path: `/api/v1/integrations/${id}/resources?type=${type}`, ...auth, params: { id } });
      expect(found.body.data).toHaveLength(1);
      return Object.fromEntries(found.body.data[0].results.map((r: { testId: string; outcome: string }) => [r.testId, r.outcome]));
    };

    const database = await results(DEMO_DATABASE_INTEGRATION, "postgresql.server");
    expect(database["postgresql.server.version_supported"]).toBe("passing");
    expect(database["postgresql.server.superuser_count"]).toBe("passing");
    // The embedded database serves without TLS: the demo shows that failing, which is the truth about it.
    expect(database["postgresql.server.ssl_required"]).toBe("failing");

    const web = await results(DEMO_WEB_INTEGRATION, "https.endpoint");
    for (const testId of [
      "https.endpoint.tls_version",
      "https.endpoint.certificate_valid",
      "https.endpoint.certificate_expiry",
      "https.endpoint.hostname_match",
      "https.endpoint.hsts",
    ]) {
      expect(web[testId], testId).toBe("passing");
    }
    expect(listener.requests).toBeGreaterThan(0);
    // Two syncs on a freshly opened embedded database take their time on a busy 2-core machine.
  }, 120_000);
});

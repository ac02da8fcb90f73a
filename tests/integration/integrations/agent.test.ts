/**
 * The device agent (scripts/agent) end to end: its real HTTP code goes through a local node:http server that hands
 * each request to the real route handler (via call(), so the answers are checked against the OpenAPI document),
 * on a real database. Reports come from fake probes (known values) and from this machine itself.
 */
import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listResourcesHandler, POST as pushHandler } from "@/app/api/v1/integrations/[id]/resources/route";
import { POST as createIntegrationHandler } from "@/app/api/v1/integrations/route";
import { hostAttributes } from "@/lib/connectors/agent/connector";
import { main } from "@/scripts/agent/cli.mjs";
import { collectReport, type HostReport } from "@/scripts/agent/collect.mjs";
import { createAccount, createApiKeyFor, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { fakeHost } from "../../unit/agent/fake-host";
import { linux } from "../../unit/agent/outputs";

const AGENT = path.resolve(import.meta.dirname, "../../../scripts/agent/compliance-agent.mjs");
const run = promisify(execFile);

/** A local HTTP front for the route handlers; `unavailable` answers that many requests 503 first. */
interface Front {
  url: string;
  requests: { method: string; path: string; auth: "apiKey" | "bearer" | "none" }[];
  unavailable: number;
  close(): Promise<void>;
}

async function startFront(): Promise<Front> {
  const front = { requests: [] as Front["requests"], unavailable: 0 };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = req.url ?? "/";
    const headers: Record<string, string> = {};
    for (const name of ["x-api-key", "authorization", "content-type", "user-agent"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    front.requests.push({ method: req.method ?? "GET", path: url, auth: headers["x-api-key"] ? "apiKey" : headers.authorization ? "bearer" : "none" });
    const match = /^\/api\/v1\/integrations\/([^/?]+)\/resources(?:\?.*)?$/.exec(url);
    if (front.unavailable > 0) {
      front.unavailable--;
      res
        .writeHead(503, { "content-type": "application/json" })
        .end(JSON.stringify({ success: false, error: { code: "service_unavailable", message: "The service is temporarily unavailable.", details: null } }));
      return;
    }
    if (!match || (req.method !== "POST" && req.method !== "GET")) {
      res
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ success: false, error: { code: "not_found", message: "No such route." } }));
      return;
    }
    try {
      const answer = await call(req.method === "POST" ? pushHandler : listResourcesHandler, {
        method: req.method,
        path: url,
        params: { id: decodeURIComponent(match[1]) },
        headers,
        body: req.method === "POST" ? body : undefined,
      });
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" }).end(answer.text);
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(front, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** An Ubuntu laptop as the fake probes see it: LUKS, no firewall (ufw inactive, nftables accepts all), GNOME locks at 5 min, patched. */
async function laptopReport(): Promise<HostReport> {
  const { deps } = fakeHost({
    platform: "linux",
    env: { WAYLAND_DISPLAY: "wayland-0", XDG_CURRENT_DESKTOP: "ubuntu:GNOME" },
    commands: {
      "lsblk -J -o NAME,TYPE,MOUNTPOINT,MOUNTPOINTS,FSTYPE": { stdout: linux.lsblkLuks },
      "ufw status": { stdout: linux.ufwInactive },
      "nft list ruleset": { stdout: linux.nftAccept },
      "gsettings get org.gnome.desktop.screensaver lock-enabled": { stdout: "true\n" },
      "gsettings get org.gnome.desktop.session idle-delay": { stdout: "uint32 300\n" },
      "gsettings get org.gnome.desktop.screensaver lock-delay": { stdout: "uint32 0\n" },
      "apt-get -s -o Debug::NoLocking=1 dist-upgrade": { stdout: linux.aptNothing },
    },
    files: { "/etc/os-release": linux.osRelease, "/etc/machine-id": linux.machineId },
    dirs: { "/var/lib/apt/lists": linux.aptLists },
    mtimes: { "/var/lib/apt/periodic/update-success-stamp": new Date(Date.now() - 3_600_000).toISOString() },
    now: new Date().toISOString(),
  });
  return collectReport(deps);
}

/** Runs the CLI in-process (its real fetch against the front) with a given report. */
async function agent(argv: string[], report: HostReport) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { env: {}, collect: async () => report, retryDelayMs: 10, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

let front: Front;
let a: TestAccount;
let key: string;
let integrationId: string;

beforeAll(async () => {
  front = await startFront();
  a = await createAccount();
  key = await createApiKeyFor(a, "device agent", "full");
  const res = await call(createIntegrationHandler, { path: "/api/v1/integrations", token: a.token, body: { provider: "agent", name: "Laptops" } });
  expect(res.status, res.text).toBe(201);
  integrationId = res.body.data.id;
});
afterAll(() => front?.close());

const hosts = async () => {
  const res = await call(listResourcesHandler, {
    path: `/api/v1/integrations/${integrationId}/resources?type=agent.host`,
    token: a.token,
    params: { id: integrationId },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data as {
    externalId: string;
    name: string;
    attributes: Record<string, unknown>;
    results: { testId: string; outcome: string; detail: string }[];
  }[];
};
const outcomesOf = (host: { results: { testId: string; outcome: string }[] }) => Object.fromEntries(host.results.map((r) => [r.testId, r.outcome]));

describe("the device agent against the real push route", () => {
  it("pushes a collected report with the API key: 200, the host stored with its four results", async () => {
    const report = await laptopReport();
    const sent = await agent(["--url", front.url, "--key", key, "--integration", integrationId], report);
    expect(sent.code, sent.stderr).toBe(0);
    expect(front.requests.at(-1)).toMatchObject({ method: "POST", path: `/api/v1/integrations/${integrationId}/resources`, auth: "apiKey" });
    expect(sent.stdout).toContain(`Reported alice-laptop (Ubuntu 24.04.1 LTS) to ${front.url}: a new host.`);
    expect(sent.stdout).toContain("Firewall         off");
    expect(sent.stdout).toMatch(/Sync succeeded: across the integration's hosts, 3 passing, 1 failing, 0 errors, 0 not applicable\./);

    const [host] = (await hosts()).filter((h) => h.externalId === report.externalId);
    expect(host.name).toBe("alice-laptop");
    expect(host.attributes).toEqual(report.attributes);
    expect(outcomesOf(host)).toEqual({
      "agent.host.disk_encrypted": "passing",
      "agent.host.firewall_enabled": "failing",
      "agent.host.screen_lock": "passing",
      "agent.host.os_updates": "passing",
    });
    expect(host.results.find((r) => r.testId === "agent.host.disk_encrypted")?.detail).toBe("The system disk is encrypted (LUKS).");
  });

  it("with a customer token, prints each check as the server evaluated it", async () => {
    const report = await laptopReport();
    const sent = await agent(["--url", front.url, "--key", a.token, "--integration", integrationId], report);
    expect(sent.code, sent.stderr).toBe(0);
    expect(front.requests.slice(-2).map((r) => `${r.method} ${r.auth}`)).toEqual(["POST bearer", "GET bearer"]);
    expect(sent.stdout).toContain("PASS  Disk encryption  The system disk is encrypted (LUKS).");
    expect(sent.stdout).toContain("FAIL  Firewall         The host firewall is off.");
    expect(sent.stdout).toContain("PASS  Screen lock      The screen locks after 5 minutes idle.");
    expect(sent.stdout).toContain("PASS  OS updates       No security updates are pending.");
  });

  it("a wrong key is refused (401): the message is printed and the agent exits 1", async () => {
    const sent = await agent(["--url", front.url, "--key", `cpk_${"x".repeat(43)}`, "--integration", integrationId], await laptopReport());
    expect(sent.code).toBe(1);
    expect(sent.stdout).toBe("");
    expect(sent.stderr).toContain("The server refused the report (HTTP 401 unauthorized): The API key is invalid or has been revoked.");
    expect(sent.stderr).toContain("Check the API key (--key)");
  });

  it("a report the schema refuses (400) prints every path, stores nothing and exits 1", async () => {
    const before = (await hosts()).length;
    const report = await laptopReport();
    const bad = {
      ...report,
      externalId: "bad-host",
      attributes: { ...report.attributes, screenLockTimeoutSeconds: -5, serialNumber: "C02XXXXXXXXX" },
    } as unknown as HostReport;
    const sent = await agent(["--url", front.url, "--key", key, "--integration", integrationId], bad);
    expect(sent.code).toBe(1);
    expect(sent.stderr).toContain("The server refused the report (HTTP 400 validation_failed)");
    expect(sent.stderr).toMatch(/^ {2}resources\.0\.attributes\.screenLockTimeoutSeconds: .+$/m);
    expect(sent.stderr).toMatch(/^ {2}resources\.0\.attributes.*: .*serialNumber.*$/m);
    expect((await hosts()).length).toBe(before);
  });

  it("an unknown integration is a 404 with a hint", async () => {
    const sent = await agent(["--url", front.url, "--key", key, "--integration", "00000000-0000-4000-8000-000000000000"], await laptopReport());
    expect(sent.code).toBe(1);
    expect(sent.stderr).toContain("HTTP 404 not_found");
    expect(sent.stderr).toContain("Check the integration id (--integration).");
  });

  it("retries once after a 503 and then succeeds", async () => {
    front.unavailable = 1;
    const count = front.requests.length;
    const sent = await agent(["--url", front.url, "--key", key, "--integration", integrationId, "--json"], await laptopReport());
    expect(sent.code, sent.stdout).toBe(0);
    expect(front.requests.length - count).toBe(2);
    const answer = JSON.parse(sent.stdout);
    expect(answer).toMatchObject({
      success: true,
      data: { sync: { status: "succeeded", trigger: "push" }, resources: [{ type: "agent.host", created: false }] },
    });
  });
});

describe("the agent on this machine", () => {
  it("collects a report that the connector's schema accepts (unknowns are null with notes)", async () => {
    const report = await collectReport();
    const parsed = hostAttributes.safeParse(report.attributes);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(report.attributes.os).toBe(
      process.platform === "win32" ? "windows" : process.platform === "darwin" || process.platform === "linux" ? process.platform : "other",
    );
    for (const [name, value] of Object.entries(report.attributes)) {
      if (value === null) expect(report.attributes.notes.length, `${name} is null without a note`).toBeGreaterThan(0);
    }
  }, 120_000);

  it("runs as `compliance-agent` (a child process): --dry-run, a real push, bad usage", async () => {
    // No COMPLIANCE_* settings leak in from the environment running the tests.
    const env = { ...process.env };
    for (const name of ["COMPLIANCE_URL", "COMPLIANCE_API_KEY", "COMPLIANCE_INTEGRATION_ID"]) delete env[name];
    const dry = await run(process.execPath, [AGENT, "--dry-run"], { env, timeout: 120_000 });
    const body = JSON.parse(dry.stdout);
    expect(hostAttributes.safeParse(body.resources[0].attributes).success).toBe(true);

    const pushed = await run(process.execPath, [AGENT, "--url", front.url, "--key", key, "--integration", integrationId], { env, timeout: 120_000 });
    expect(pushed.stdout).toContain(`to ${front.url}`);
    const stored = (await hosts()).find((h) => h.externalId === body.resources[0].externalId);
    expect(stored, "the real host was stored").toBeDefined();
    expect(hostAttributes.safeParse(stored!.attributes).success).toBe(true);
    expect(stored!.results).toHaveLength(4);

    const usage = await run(process.execPath, [AGENT, "--url", front.url], { env, timeout: 30_000 }).catch((error: { code: number; stderr: string }) => error);
    expect(usage).toMatchObject({ code: 2 });
    expect((usage as { stderr: string }).stderr).toContain("Missing --key");

    const refused = await run(process.execPath, [AGENT, "--url", front.url, "--key", "cpk_wrong", "--integration", integrationId], {
      env,
      timeout: 120_000,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain("HTTP 401");
    // Three real collections: apt-get's simulation alone takes seconds on a busy machine.
  }, 300_000);
});

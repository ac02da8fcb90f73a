import { describe, expect, it } from "vitest";
import { hostAttributes } from "@/lib/connectors/agent/connector";
import { EXIT_OK, EXIT_REFUSED, EXIT_USAGE, main } from "@/scripts/agent/cli.mjs";
import { collectReport, type HostReport } from "@/scripts/agent/collect.mjs";
import { resourcesUrl } from "@/scripts/agent/send.mjs";
import { fakeHost } from "./fake-host";
import { linux } from "./outputs";

const INTEGRATION = "0b8f5a52-8c57-4a43-9a0e-2f4f8a9e6d10";
const API_KEY = "cpk_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";

async function report(): Promise<HostReport> {
  const { deps } = fakeHost({
    platform: "linux",
    commands: {
      "lsblk -J -o NAME,TYPE,MOUNTPOINT,MOUNTPOINTS,FSTYPE": { stdout: linux.lsblkLuks },
      "ufw status": { stdout: linux.ufwInactive },
      "nft list ruleset": { stdout: linux.nftAccept },
    },
    files: { "/etc/os-release": linux.osRelease, "/etc/machine-id": linux.machineId },
  });
  return collectReport(deps);
}

const SYNC = {
  id: "s1",
  integrationId: INTEGRATION,
  trigger: "push",
  status: "succeeded",
  startedAt: "",
  completedAt: "",
  resourcesSeen: 1,
  resourcesNew: 1,
  resourcesGone: 0,
  passing: 1,
  failing: 2,
  errors: 0,
  notApplicable: 1,
  excluded: 0,
  error: null,
  snapshot: null,
};
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

/** Runs the CLI with a scripted server: each call answers from `answers` in turn; captures requests and output. */
async function cli(argv: string[], answers: ((req: Request) => Response | Promise<Response>)[], env: Record<string, string> = {}) {
  const requests: { method: string; url: string; headers: Headers; body: any }[] = [];
  let i = 0;
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const text = req.method === "GET" ? "" : await req.text();
    requests.push({ method: req.method, url: req.url, headers: req.headers, body: text ? JSON.parse(text) : null });
    const answer = answers[i++];
    if (!answer) throw new Error("unexpected request");
    return answer(new Request(input, init));
  }) as typeof fetch;
  let stdout = "";
  let stderr = "";
  const host = await report();
  const code = await main(argv, {
    env,
    fetch: fetchImpl,
    collect: async () => host,
    retryDelayMs: 0,
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
  });
  return { code, stdout, stderr, requests, host };
}

const SEND = ["--url", "https://compliance.example.com", "--key", API_KEY, "--integration", INTEGRATION];

describe("compliance-agent CLI", () => {
  it("--help and bad usage: exit 0 and 2", async () => {
    expect((await cli(["--help"], [])).stdout).toContain("npx compliance-agent --url");
    const missing = await cli([], []);
    expect(missing.code).toBe(EXIT_USAGE);
    expect(missing.stderr).toContain("Missing --url (or COMPLIANCE_URL), --key (or COMPLIANCE_API_KEY), --integration (or COMPLIANCE_INTEGRATION_ID)");
    expect((await cli(["--frobnicate"], [])).code).toBe(EXIT_USAGE);
    expect((await cli(["--url"], [])).code).toBe(EXIT_USAGE);
    expect((await cli([...SEND, "--timeout", "soon"], [])).code).toBe(EXIT_USAGE);
    const remoteHttp = await cli(["--url", "http://compliance.example.com", "--key", API_KEY, "--integration", INTEGRATION], []);
    expect(remoteHttp.code).toBe(EXIT_USAGE);
    expect(remoteHttp.stderr).toContain("Refusing to send the API key over plain http://");
  });

  it("--dry-run prints the push body and sends nothing", async () => {
    const run = await cli(["--dry-run"], []);
    expect(run.code).toBe(EXIT_OK);
    expect(run.requests).toHaveLength(0);
    const body = JSON.parse(run.stdout);
    expect(body.complete).toBe(false);
    expect(body.resources[0]).toMatchObject({ type: "agent.host", name: "alice-laptop" });
    expect(hostAttributes.safeParse(body.resources[0].attributes).success).toBe(true);
  });

  it("pushes with the API key in X-API-Key, prints what it sent and the sync counts", async () => {
    const run = await cli(SEND, [
      () => json(200, { success: true, data: { sync: SYNC, resources: [{ id: "r1", type: "agent.host", externalId: "x", created: true }] } }),
    ]);
    expect(run.code).toBe(EXIT_OK);
    expect(run.requests).toHaveLength(1);
    const [push] = run.requests;
    expect(push.method).toBe("POST");
    expect(push.url).toBe(`https://compliance.example.com/api/v1/integrations/${INTEGRATION}/resources`);
    expect(push.headers.get("x-api-key")).toBe(API_KEY);
    expect(push.headers.get("authorization")).toBeNull();
    expect(push.headers.get("user-agent")).toMatch(/^compliance-agent\//);
    expect(push.body).toEqual({ resources: [run.host], complete: false });
    expect(run.stdout).toContain("Reported alice-laptop (Ubuntu 24.04.1 LTS) to https://compliance.example.com: a new host.");
    expect(run.stdout).toContain("Disk encryption  on (LUKS)");
    expect(run.stdout).toContain("Firewall         off");
    expect(run.stdout).toContain("Sync succeeded: across the integration's hosts, 1 passing, 2 failing, 0 errors, 1 not applicable.");
  });

  it("reads the settings from the environment", async () => {
    const run = await cli([], [() => json(200, { success: true, data: { sync: SYNC, resources: [] } })], {
      COMPLIANCE_URL: "https://c.example.com/",
      COMPLIANCE_API_KEY: API_KEY,
      COMPLIANCE_INTEGRATION_ID: INTEGRATION,
    });
    expect(run.code).toBe(EXIT_OK);
    expect(run.requests[0].url).toBe(`https://c.example.com/api/v1/integrations/${INTEGRATION}/resources`);
  });

  it("with a customer token: Bearer, then each check as the server evaluated it", async () => {
    const token = "eyJhbGciOiJIUzI1NiJ9.e30.sig";
    const run = await cli(
      ["--url", "https://compliance.example.com", "--key", token, "--integration", INTEGRATION],
      [
        () => json(200, { success: true, data: { sync: SYNC, resources: [{ id: "r1", type: "agent.host", externalId: "x", created: false }] } }),
        async () => {
          const host = await report();
          return json(200, {
            success: true,
            data: [
              {
                externalId: host.externalId,
                name: host.name,
                results: [
                  { testId: "agent.host.disk_encrypted", outcome: "passing", detail: "The system disk is encrypted (LUKS)." },
                  { testId: "agent.host.firewall_enabled", outcome: "failing", detail: "The host firewall is off." },
                ],
              },
            ],
            pagination: { limit: 200, nextCursor: null, hasMore: false },
          });
        },
      ],
    );
    expect(run.code).toBe(EXIT_OK);
    expect(run.requests[0].headers.get("authorization")).toBe(`Bearer ${token}`);
    expect(run.requests[1]).toMatchObject({
      method: "GET",
      url: `https://compliance.example.com/api/v1/integrations/${INTEGRATION}/resources?type=agent.host&limit=200`,
    });
    expect(run.stdout).toContain("PASS  Disk encryption  The system disk is encrypted (LUKS).");
    expect(run.stdout).toContain("FAIL  Firewall         The host firewall is off.");
  });

  it("a refused push prints the server's message and each path, and exits 1", async () => {
    const run = await cli(SEND, [
      () =>
        json(400, {
          success: false,
          error: {
            code: "validation_failed",
            message: "The request is not valid.",
            details: [{ path: "resources.0.attributes.screenLockTimeoutSeconds", message: "Too small: expected number to be >=0" }],
          },
        }),
    ]);
    expect(run.code).toBe(EXIT_REFUSED);
    expect(run.stderr).toContain("The server refused the report (HTTP 400 validation_failed): The request is not valid.");
    expect(run.stderr).toContain("  resources.0.attributes.screenLockTimeoutSeconds: Too small: expected number to be >=0");
    const unauthorized = await cli(SEND, [
      () => json(401, { success: false, error: { code: "unauthorized", message: "The API key is invalid or has been revoked." } }),
    ]);
    expect(unauthorized.code).toBe(EXIT_REFUSED);
    expect(unauthorized.stderr).toContain("HTTP 401 unauthorized): The API key is invalid or has been revoked.");
  });

  it("--json prints the server's answer, success or not", async () => {
    const ok = await cli([...SEND, "--json"], [() => json(200, { success: true, data: { sync: SYNC, resources: [] } })]);
    expect(JSON.parse(ok.stdout)).toEqual({ success: true, data: { sync: SYNC, resources: [] } });
    const refused = await cli(
      [...SEND, "--json"],
      [() => json(404, { success: false, error: { code: "not_found", message: "The integration was not found." } })],
    );
    expect(refused.code).toBe(EXIT_REFUSED);
    expect(JSON.parse(refused.stdout).error.code).toBe("not_found");
  });

  it("retries once on a 5xx or a network error, then gives up with exit 1", async () => {
    const recovered = await cli(SEND, [
      () => json(503, { success: false, error: { code: "service_unavailable", message: "The service is temporarily unavailable." } }),
      () => json(200, { success: true, data: { sync: SYNC, resources: [] } }),
    ]);
    expect(recovered.code).toBe(EXIT_OK);
    expect(recovered.requests).toHaveLength(2);
    const down = await cli(SEND, [
      () => {
        throw new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:443") });
      },
      () => {
        throw new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:443") });
      },
    ]);
    expect(down.code).toBe(EXIT_REFUSED);
    expect(down.requests).toHaveLength(2);
    expect(down.stderr).toContain("Could not send the report to https://compliance.example.com: fetch failed: connect ECONNREFUSED 127.0.0.1:443.");
    // A 4xx is an answer, not a failure to retry.
    const refused = await cli(SEND, [() => json(403, { success: false, error: { code: "forbidden", message: "No." } })]);
    expect(refused.requests).toHaveLength(1);
  });

  it("gives up on a server that does not answer within the request timeout", async () => {
    const silent = (req: Request) =>
      new Promise<Response>((_, reject) => {
        req.signal.addEventListener("abort", () => reject(req.signal.reason));
      });
    const run = await cli([...SEND, "--timeout", "0.05"], [silent, silent]);
    expect(run.code).toBe(EXIT_REFUSED);
    expect(run.stderr).toContain("no answer within 50 ms");
  });

  it("does not follow a redirect (the key would go with it)", async () => {
    const run = await cli(SEND, [() => new Response(null, { status: 301, headers: { location: "https://elsewhere.example.com/" } })]);
    expect(run.code).toBe(EXIT_REFUSED);
    expect(run.requests).toHaveLength(1);
    expect(run.stderr).toContain("redirect (301) to https://elsewhere.example.com/");
  });

  it("builds the push URL under a base path and escapes the id", () => {
    expect(resourcesUrl("https://example.com/compliance/", "a/b")).toEqual({ url: "https://example.com/compliance/api/v1/integrations/a%2Fb/resources" });
    expect(resourcesUrl("http://127.0.0.1:8080", "x")).toEqual({ url: "http://127.0.0.1:8080/api/v1/integrations/x/resources" });
    expect(resourcesUrl("ftp://example.com", "x")).toHaveProperty("error");
    expect(resourcesUrl("https://user:pw@example.com", "x")).toHaveProperty("error");
  });
});

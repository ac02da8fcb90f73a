import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as providersHandler } from "@/app/api/v1/integrations/providers/route";
import { POST as createIntegrationHandler } from "@/app/api/v1/integrations/route";
import type { TestAccount } from "../../helpers/accounts";
import { startFakeGitHub, type FakeGitHub } from "../../fakes/github/server";
import type { FakePull } from "../../fakes/github/org";
import { businessAccount, call, expectError } from "../audits/helpers";
import { auditFor2026, routes } from "./helpers";

// The fake listens on 127.0.0.1: the operator's setting that lets integrations reach private addresses.
process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS = "true";

const pull = (number: number, opened: string, closed: string | null, merged: boolean, updated = closed ?? opened): FakePull => ({
  number,
  title: `Change ${number}`,
  author: `dev-${number % 3}`,
  createdAt: opened,
  updatedAt: updated,
  closedAt: closed,
  mergedAt: merged ? closed : null,
});

/** 160 merges through 2026 in repo-0001, then 400 pull requests last touched in 2024 behind them. */
const busy: FakePull[] = [
  ...Array.from({ length: 160 }, (_, i) => {
    const at = new Date(Date.UTC(2026, 0, 2) + i * 2 * 86_400_000).toISOString().replace(".000Z", "Z");
    return pull(1000 + i, at, at, true);
  }),
  ...Array.from({ length: 400 }, (_, i) => pull(100 + i, "2024-03-01T10:00:00Z", "2024-03-02T10:00:00Z", true)),
];

const PULLS: Record<number, FakePull[]> = {
  0: [
    pull(1, "2026-02-27T08:00:00Z", "2026-03-01T09:30:00Z", true),
    pull(2, "2026-03-30T08:00:00Z", "2026-04-01T10:00:00Z", false), // closed without merging
    pull(3, "2025-12-20T08:00:00Z", "2025-12-30T17:00:00Z", true, "2026-01-02T08:00:00Z"), // merged before, commented in the period
    pull(4, "2026-06-01T08:00:00Z", null, false), // still open
    pull(5, "2026-12-30T08:00:00Z", "2026-12-31T23:00:00Z", true),
    pull(6, "2026-12-31T08:00:00Z", "2027-01-01T00:30:00Z", true), // merged after the period
  ],
  1: busy,
  2: [pull(7, "2026-05-05T08:00:00Z", "2026-05-06T08:00:00Z", true)], // an archived repository still counts
};

let github: FakeGitHub;
beforeAll(async () => {
  github = await startFakeGitHub({ repos: 3, validate: true, repo: (i) => ({ pulls: PULLS[i] ?? [], archived: i === 2 }) });
});
afterAll(() => github?.close());

async function connectGitHub(account: TestAccount) {
  const res = await call(createIntegrationHandler, {
    path: "/api/v1/integrations",
    token: account.token,
    body: { provider: "github", name: "acme on GitHub", config: { organization: "acme", baseUrl: github.url }, credentials: { token: github.token } },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string };
}

const changes = (integrationId: string) => ({
  control_id: "CC8.1",
  name: "Production changes 2026",
  kind: "changes",
  frequency: "multiple_daily",
  source: "integration",
  integration_id: integrationId,
});

describe("merged pull requests from GitHub as the changes population", () => {
  it("lists every pull request merged in the period, in every repository, oldest first, read from GitHub on demand", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const integration = await connectGitHub(account);
    github.reset();
    const res = await routes.create(account.token, audit.id, changes(integration.id));
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ source: "integration", source_detail: "acme on GitHub", kind: "changes", row_count: 163 });
    expect(res.body.data.coverage_from).toBe("2026-01-02T00:00:00.000Z");
    expect(res.body.data.coverage_to).toBe("2026-12-31T23:00:00.000Z");

    const first = await routes.rows({ token: account.token }, audit.id, res.body.data.id, "?limit=3");
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.map((r: { key: string }) => r.key)).toEqual(["acme/repo-0001#1000", "acme/repo-0001#1001", "acme/repo-0001#1002"]);
    expect(first.body.data[0]).toMatchObject({
      occurred_at: "2026-01-02T00:00:00.000Z",
      owner_email: null,
      data: { repository: "acme/repo-0001", title: "Change 1000", author: "dev-1", base: "main", url: expect.stringMatching(/\/acme\/repo-0001\/pull\/1000$/) },
    });
    const all = await routes.rows({ token: account.token }, audit.id, res.body.data.id, "?limit=200");
    const keys = all.body.data.map((r: { key: string }) => r.key);
    expect(keys).toEqual(expect.arrayContaining(["acme/repo-0000#1", "acme/repo-0000#5", "acme/repo-0002#7"]));
    for (const outside of ["acme/repo-0000#2", "acme/repo-0000#3", "acme/repo-0000#4", "acme/repo-0000#6", "acme/repo-0001#100"])
      expect(keys).not.toContain(outside);

    // Each repository's walk stops at the first pull request last updated before the period: two pages of
    // repo-0001's 560, not six.
    expect(github.calls.get("GET /repos/{owner}/{repo}/pulls")).toBe(1 + 2 + 1);
    expect(github.violations).toEqual([]);
  });

  it("stores nothing when GitHub refuses, and says why", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const integration = await connectGitHub(account);
    github.refuse(/\/pulls$/, 401, "Bad credentials");
    try {
      const res = await routes.create(account.token, audit.id, changes(integration.id));
      expectError(res, 503, "service_unavailable");
      expect(res.body.error.message).toMatch(/^GitHub could not list the population: .*Bad credentials/);
    } finally {
      github.reset();
    }
    const list = await routes.list({ token: account.token }, audit.id);
    expect(list.body.data).toEqual([]);
  });

  it("a GitHub integration gives only changes; the providers say which populations each gives", async () => {
    const account = await businessAccount();
    const audit = await auditFor2026(account);
    const integration = await connectGitHub(account);
    const hires = await routes.create(account.token, audit.id, { ...changes(integration.id), kind: "new_hires", control_id: "CC6.2" });
    expectError(hires, 400, "validation_failed");
    expect(hires.body.error.details[0]).toMatchObject({ path: "kind", message: "this integration gives changes populations" });

    const providers = await call(providersHandler, { path: "/api/v1/integrations/providers", token: account.token });
    expect(providers.status, providers.text).toBe(200);
    const kinds = Object.fromEntries(providers.body.data.map((p: { id: string; populationKinds: string[] }) => [p.id, p.populationKinds]));
    expect(kinds).toMatchObject({ github: ["changes"], okta: ["new_hires", "terminations"], google_workspace: ["new_hires"], aws: [] });
  });
});

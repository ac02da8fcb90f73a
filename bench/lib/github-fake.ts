/**
 * The fake GitHub organisation the integration benchmarks sync (tests/fakes/github): by default in a child process,
 * so the benchmark's memory figures are the sync engine's and not the fake's, and its CPU is what a remote GitHub
 * would spend elsewhere. `inProcess: true` keeps it in this process, as bench/github-sync.ts does.
 * The organisation has github-sync.ts's mix: one repository in ten archived, one in eight on rulesets instead of
 * branch protection, some unprotected, some with alerts off or open critical alerts, a few outside admins, one
 * member in 25 without 2FA.
 */
import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FakeGitHubOptions } from "../../tests/fakes/github/server";

export interface BenchGitHubOptions {
  repos: number;
  members: number;
  latencyMs?: number;
  inProcess?: boolean;
}

export interface BenchGitHubStats {
  requests: number;
  maxInFlight: number;
  calls: [operation: string, count: number][];
}

export interface BenchGitHub {
  url: string;
  token: string;
  /** Where the fake runs, for the printed figures. */
  where: string;
  stats(): Promise<BenchGitHubStats>;
  close(): Promise<void>;
}

/** The organisation of bench/github-sync.ts (kept the same so the figures compare). */
export function benchOrganization(repos: number, members: number, latencyMs = 0): FakeGitHubOptions {
  return {
    repos,
    members,
    latencyMs,
    rateLimit: 1_000_000,
    repo: (i) => ({
      archived: i % 10 === 9,
      ...(i % 8 === 1 ? { protection: null, rules: { requiredReviews: 1, blockForcePushes: true, source: "Organization" as const } } : {}),
      ...(i % 17 === 3 ? { protection: null } : {}),
      ...(i % 13 === 5 ? { vulnerabilityAlerts: false } : {}),
      ...(i % 11 === 4 ? { criticalAlerts: 2 + (i % 3), highAlerts: 5 } : {}),
      ...(i % 97 === 7 ? { outsideCollaborators: [{ login: `contractor-${i}`, permission: "admin" as const }] } : {}),
      secretScanning: i % 6 !== 2,
    }),
    member: (i) => ({ twoFactor: i % 25 !== 24 }),
  };
}

export async function startBenchGitHub(options: BenchGitHubOptions): Promise<BenchGitHub> {
  if (options.inProcess) {
    const { startFakeGitHub } = await import("../../tests/fakes/github/server");
    const fake = await startFakeGitHub(benchOrganization(options.repos, options.members, options.latencyMs));
    return {
      url: fake.url,
      token: fake.token,
      where: "in this process",
      stats: async () => ({ requests: fake.requests, maxInFlight: fake.maxInFlight, calls: [...fake.calls] }),
      close: () => fake.close(),
    };
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = fork(path.join(here, "github-fake-child.ts"), [String(options.repos), String(options.members), String(options.latencyMs ?? 0)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const waiters = new Map<string, (value: unknown) => void>();
  let ready: (value: { url: string; token: string }) => void;
  let failed: (error: Error) => void;
  const started = new Promise<{ url: string; token: string }>((resolve, reject) => {
    ready = resolve;
    failed = reject;
  });
  child.on("message", (message: { kind: string; [key: string]: unknown }) => {
    if (message.kind === "ready") ready(message as unknown as { url: string; token: string });
    else waiters.get(message.kind)?.(message);
  });
  child.once("exit", (code) => failed(new Error(`the fake GitHub process exited (${code})`)));
  const ask = <T>(kind: string): Promise<T> =>
    new Promise((resolve) => {
      waiters.set(kind, resolve as (value: unknown) => void);
      child.send({ kind });
    });
  const { url, token } = await started;
  return {
    url,
    token,
    where: `in its own process (pid ${child.pid})`,
    stats: () => ask<BenchGitHubStats>("stats"),
    async close() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send({ kind: "close" });
      await exited;
    },
  };
}

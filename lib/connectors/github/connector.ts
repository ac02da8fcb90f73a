import type { Connector } from "../types";
import type { GitHubClientOptions } from "./client";
import { githubLeastPrivilege } from "./least-privilege";
import { githubResourceTypes } from "./resource-types";
import { githubConfigSchema, githubCredentialSchema, type GitHubConfig, type GitHubCredentials } from "./schemas";
import { githubTests } from "./tests";
import { prose } from "@/lib/format/prose";

/** The GitHub connector; `clientOptions` tunes waits and concurrency (tests and benchmarks shorten the waits). */
export function createGitHubConnector(clientOptions: GitHubClientOptions = {}): Connector<GitHubConfig, GitHubCredentials> {
  return {
    id: "github",
    name: "GitHub",
    description: prose(
      "Checks a GitHub.com or GitHub Enterprise Server organization: its two-factor requirement, each member's 2FA, and for every",
      "repository the default branch's protection (reviews, force pushes), secret scanning, Dependabot alerts and outside collaborators",
      "with admin rights.",
    ),
    category: "code",
    mode: "pull",
    configSchema: githubConfigSchema,
    credentialSchema: githubCredentialSchema,
    leastPrivilege: githubLeastPrivilege,
    resourceTypes: githubResourceTypes,
    tests: githubTests,

    // Octokit loads when a sync or a connection check needs it, not with the catalogue (every test file and route reads that).
    checkConnection: async (ctx) => (await import("./check")).checkGitHub(ctx, clientOptions),
    async *discover(ctx) {
      yield* (await import("./discover")).discoverGitHub(ctx, clientOptions);
    },
    populations: [
      {
        kind: "changes",
        description: "Pull requests merged in the audit period, in every repository of the organization (read from GitHub when the population is added).",
        async *pull(ctx, window) {
          yield* (await import("./merged-pulls")).mergedPullRequests(ctx, window, clientOptions);
        },
      },
    ],
  };
}

export const githubConnector = createGitHubConnector();

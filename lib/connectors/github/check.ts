import type { ConnectionCheck } from "../types";
import { createGitHubClient, type GitHubClient, type GitHubClientOptions, type GitHubContext } from "./client";
import { readOrganization } from "./discover";
import { explain } from "./errors";
import { CLASSIC_SCOPES } from "./least-privilege";

/** Classic scopes the sync needs and the token lacks; fine-grained tokens send no X-OAuth-Scopes header. */
function missingClassicScopes(header: string | undefined): string[] {
  if (header === undefined) return [];
  const granted = new Set(
    header
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
  return CLASSIC_SCOPES.filter(({ covers }) => !covers.some((s) => granted.has(s))).map(({ scope }) => scope);
}

/** One cheap call: the organization as the token sees it, and what the token lacks. */
export async function checkGitHub(ctx: GitHubContext, clientOptions: GitHubClientOptions): Promise<ConnectionCheck> {
  let client: GitHubClient;
  try {
    client = await createGitHubClient(ctx, { ...clientOptions, retries: 1, maxRateLimitWaitSeconds: 0, maxSecondaryRateLimitRetries: 1 });
  } catch (error) {
    return { ok: false, message: `The GitHub URL is refused: ${explain(error)}.` };
  }
  try {
    const { data, scopes } = await readOrganization(client, ctx);
    const repositories = data.public_repos + (data.total_private_repos ?? 0);
    const parts = [
      `Connected to the ${data.login} organization on ${client.host}; the token sees ${repositories} ${repositories === 1 ? "repository" : "repositories"}.`,
    ];
    if (typeof data.two_factor_requirement_enabled !== "boolean") {
      parts.push("It cannot see owner-only settings (the 2FA requirement): use an organization owner's token (a classic one also needs admin:org).");
    }
    const missing = missingClassicScopes(scopes);
    if (missing.length > 0) parts.push(`The classic token lacks ${missing.join(", ")}; some tests will answer error.`);
    return { ok: true, message: parts.join(" ") };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : explain(error) };
  } finally {
    client.close();
  }
}

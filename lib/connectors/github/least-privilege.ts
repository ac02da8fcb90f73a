import type { LeastPrivilege } from "../types";
import { prose } from "@/lib/format/prose";

/** Classic scopes the sync uses (checkConnection names the ones a classic token lacks). */
export const CLASSIC_SCOPES = [
  { scope: "read:org", covers: ["read:org", "write:org", "admin:org"] },
  { scope: "repo", covers: ["repo", "public_repo"] },
  { scope: "security_events", covers: ["security_events", "repo"] },
] as const;

export const githubLeastPrivilege: LeastPrivilege = {
  summary: prose(
    "Use a token of an organization owner: GitHub shows the 2FA requirement, members' 2FA status, branch protection and repositories'",
    "security settings to owners (and repository admins) only. Prefer a fine-grained personal access token, which can be limited to",
    "read-only permissions on this one organization; a classic token needs broader scopes. The connector only reads (every call is a",
    "GET).",
  ),
  document: {
    format: "text",
    content:
      `Fine-grained personal access token (recommended; created by an organization owner)
  Resource owner: the organization (approve the request if the organization requires it)
  Repository access: All repositories
  Repository permissions:
    Administration: Read-only      branch protection, the Dependabot alerts setting (GET /repos/{o}/{r}/branches/{b}/protection, ` +
      `/vulnerability-alerts), security and analysis settings
    Dependabot alerts: Read-only   open critical alerts (GET /repos/{o}/{r}/dependabot/alerts)
    Metadata: Read-only            repositories, rulesets, collaborators (always granted)
  Organization permissions:
    Members: Read-only             members, the 2FA filter, owners, outside collaborators
    Administration: Read-only      the organization's "Require two-factor authentication" setting

Personal access token (classic), of an organization owner
  read:org          members, the 2FA filter (owners only), owners, outside collaborators
  repo              private repositories, branch protection, collaborators, the Dependabot alerts setting
                    (public_repo is enough when every repository is public)
  security_events   Dependabot alerts (part of repo; add it when you grant public_repo instead)
  admin:org         only to read two_factor_requirement_enabled: GitHub shows an organization's full settings to
                    classic tokens with this scope. It also allows changes, so leave it out if you accept that
                    github.org.two_factor_required answers "error"; every other test works without it.

Organizations with SAML single sign-on: authorize the token for the organization (Settings → Developer settings →
Personal access tokens → Configure SSO → Authorize).

GitHub Enterprise Server: the same permissions; set the base URL to https://<host>/api/v3.`,
  },
};

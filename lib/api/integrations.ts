import { z } from "zod";
import { domainRoutes } from "@/lib/http/route-spec";
import { deletedResponse, idParams, pageQuery } from "@/lib/schemas";
import {
  connectionCheckShape,
  createCustomTestBody,
  createExclusionBody,
  createIntegrationBody,
  exclusionParams,
  exclusionShape,
  integrationShape,
  listExclusionsQuery,
  listIntegrationsQuery,
  listResourcesQuery,
  listTestHistoryQuery,
  listTestResultsQuery,
  listTestsQuery,
  providerShape,
  pushResourcesBody,
  pushResultShape,
  queuedSyncShape,
  remediationSlaBody,
  remediationSlaShape,
  resourceShape,
  syncShape,
  testChangeShape,
  testConnectionBody,
  testHistoryShape,
  testParams,
  testResultShape,
  testShape,
  updateCustomTestBody,
  updateIntegrationBody,
} from "@/lib/integrations/schemas";
import { prose } from "@/lib/format/prose";

// Integrations are part of monitoring: every plan has them (docs/api.md §6).
const integrationRoute = domainRoutes({ tags: ["Integrations"], auth: "customer" });
const testRoute = domainRoutes({ tags: ["Tests"], auth: "customer" });

const INBOUND_PUSH_LIMIT = 4 * 1024 * 1024;

export const listProvidersRoute = integrationRoute({
  method: "GET",
  path: "/api/v1/integrations/providers",
  summary: "The systems an integration can connect to",
  description: prose(
    "Each provider with the JSON Schema of its `config` and (write-only) `credentials`, the least privilege it needs, the resource types",
    "it discovers (with their attributes, for custom tests) and its built-in tests.",
  ),
  auth: "customerOrApiKey",
  query: pageQuery,
  response: z.array(providerShape),
  paginated: true,
});

export const createIntegrationRoute = integrationRoute({
  method: "POST",
  path: "/api/v1/integrations",
  summary: "Connect a system",
  description: prose(
    "`config` and `credentials` are checked against the provider's schemas (errors name `config.<field>` / `credentials.<field>`).",
    "Credentials are stored encrypted and never answered: the answer lists which fields are set. A pulling integration's first sync is",
    "due at once (the scheduler runs it; or call sync now). Try the settings first with `POST /api/v1/integrations/test-connection`.",
  ),
  body: createIntegrationBody,
  response: integrationShape,
  status: 201,
  examples: {
    body: { provider: "github", name: "acme", config: { organization: "acme" }, credentials: { token: "github_pat_…" }, syncFrequency: "daily" },
  },
});

export const listIntegrationsRoute = integrationRoute({
  method: "GET",
  path: "/api/v1/integrations",
  summary: "List the account's integrations (newest first)",
  description: "Each with its last sync, current resource count and how many of its tests fail. Filter `provider`.",
  query: listIntegrationsQuery,
  response: z.array(integrationShape),
  paginated: true,
});

export const testConnectionRoute = integrationRoute({
  method: "POST",
  path: "/api/v1/integrations/test-connection",
  summary: "Try settings before saving them",
  description: prose(
    "One cheap call to the system with these settings; `{ok, message}` says in words what worked or what failed (a refused credential is",
    "`ok: false`, not an error). Nothing is stored. Hosts that resolve to private or loopback addresses are refused unless the operator",
    "allows them (ALLOW_PRIVATE_INTEGRATION_TARGETS).",
  ),
  body: testConnectionBody,
  response: connectionCheckShape,
});

export const getIntegrationRoute = integrationRoute({
  method: "GET",
  path: "/api/v1/integrations/{id}",
  summary: "One integration",
  description: "Another account's or a deleted integration answers 404.",
  params: idParams,
  response: integrationShape,
  errors: [404],
});

export const updateIntegrationRoute = integrationRoute({
  method: "PUT",
  path: "/api/v1/integrations/{id}",
  summary: "Edit an integration",
  description: prose(
    "Any of `name`, `config` (replaces the whole configuration), `credentials` (replaces all stored credentials; omit to keep them),",
    "`syncFrequency`, `paused`. New configuration or credentials make the next sync due at once.",
  ),
  params: idParams,
  body: updateIntegrationBody,
  response: integrationShape,
  errors: [404],
  examples: { body: { name: "acme (production)", syncFrequency: "hourly" } },
});

export const deleteIntegrationRoute = integrationRoute({
  method: "DELETE",
  path: "/api/v1/integrations/{id}",
  summary: "Disconnect a system",
  description: prose(
    "No further syncs; the stored credentials are erased and open alerts resolve. Syncs, results and evidence snapshots stay as history,",
    "but its tests no longer count toward readiness.",
  ),
  params: idParams,
  response: deletedResponse,
  errors: [404],
});

export const checkIntegrationConnectionRoute = integrationRoute({
  method: "POST",
  path: "/api/v1/integrations/{id}/test-connection",
  summary: "Try a saved integration's connection",
  description: "With its stored configuration and credentials; `{ok, message}` in words. Nothing changes.",
  params: idParams,
  response: connectionCheckShape,
  errors: [404],
});

export const syncIntegrationRoute = integrationRoute({
  method: "POST",
  path: "/api/v1/integrations/{id}/sync",
  summary: "Sync now",
  description: prose(
    "In process: 200 with the finished sync (a failed sync too: `status: failed` and `error` say why). With Inngest configured: 202",
    '`{syncId, status: "queued"}`. A sync already running answers 409. Pushing integrations re-evaluate their stored resources and write',
    "a snapshot.",
  ),
  params: idParams,
  response: syncShape,
  responses: { 202: { description: "Queued to Inngest (when configured): the sync will appear under `syncId`.", data: queuedSyncShape } },
  errors: [404, 409],
});

export const listSyncsRoute = integrationRoute({
  method: "GET",
  path: "/api/v1/integrations/{id}/syncs",
  summary: "An integration's syncs and pushes (newest first)",
  description: "Each with what it saw and concluded, its error, and the evidence snapshot (version, file, SHA-256) it wrote.",
  params: idParams,
  query: pageQuery,
  response: z.array(syncShape),
  paginated: true,
  errors: [404],
});

export const listResourcesRoute = integrationRoute({
  method: "GET",
  path: "/api/v1/integrations/{id}/resources",
  summary: "What the integration found (by name)",
  description:
    "Current resources (or, with `gone=true`, those the last complete sync no longer saw), each with its attributes and its test results. Filter `type`.",
  params: idParams,
  query: listResourcesQuery,
  response: z.array(resourceShape),
  paginated: true,
  errors: [404],
});

export const pushResourcesRoute = integrationRoute({
  method: "POST",
  path: "/api/v1/integrations/{id}/resources",
  summary: "Push resources (device agent, custom types)",
  description: prose(
    "Up to 1,000 resources per request (body up to 4 MiB). Each must be of a type the integration accepts (the device agent's",
    "`agent.host`; a custom integration's declared `custom.<type>`) with attributes its schema allows; every problem is answered at once",
    "and nothing is stored. Stored resources are evaluated by every test of their type at once; alerts and webhooks follow. `complete:",
    "true` marks other current resources of the pushed types gone. A pulling integration answers 409. API keys may push (the device agent",
    "uses one).",
  ),
  auth: "customerOrApiKey",
  params: idParams,
  body: pushResourcesBody,
  bodyLimit: INBOUND_PUSH_LIMIT,
  response: pushResultShape,
  errors: [404, 409],
  examples: {
    body: {
      resources: [
        {
          type: "agent.host",
          externalId: "4c4c4544-0042-3510-8056-b4c04f4d4e31",
          name: "alice-mbp",
          attributes: {
            hostname: "alice-mbp",
            os: "darwin",
            osVersion: "macOS 15.1",
            agentVersion: "1.0.0",
            reportedAt: "2026-11-27T09:00:00Z",
            diskEncrypted: true,
            diskEncryptionMethod: "FileVault",
            firewallEnabled: true,
            screenLockEnabled: true,
            screenLockTimeoutSeconds: 300,
            pendingUpdates: 0,
            pendingSecurityUpdates: 0,
            updatesCheckedAt: "2026-11-27T08:00:00Z",
            notes: [],
          },
        },
      ],
      complete: false,
    },
  },
});

export const listTestsRoute = testRoute({
  method: "GET",
  path: "/api/v1/tests",
  summary: "Automated tests (failing first, by severity)",
  description: prose(
    "By default the tests the account's integrations run and its custom tests (`include=all`: every built-in test). Filters:",
    "`integrationId`, `provider`, `framework` with optional `control` (tests evidencing that control), `status` (passing | failing |",
    "error | not_applicable | excluded | not_run), `severity`, `source`. Counts cover current resources; an excluded resource counts as excluded, not failing.",
  ),
  query: listTestsQuery,
  response: z.array(testShape),
  paginated: true,
});

export const createCustomTestRoute = testRoute({
  method: "POST",
  path: "/api/v1/tests",
  summary: "Write a custom test (CEL)",
  description: prose(
    "A CEL expression (Common Expression Language) over one resource type that is true when the resource passes; in scope: `attributes`,",
    "`resource` (`name`, `externalId`, `type`) and `now`. The test's id is `custom.<key>`. It is evaluated at once over the current",
    "resources of its type, then at every sync and push. An invalid expression is `validation_failed` on `expression`; a taken key 409.",
  ),
  body: createCustomTestBody,
  response: testShape,
  status: 201,
  errors: [409],
  examples: {
    body: {
      key: "repo_not_public",
      title: "Repositories are private",
      resourceType: "github.repository",
      expression: 'attributes.visibility != "public"',
      severity: "high",
      remediation: "Make the repository private, or exclude it with a reason if it is meant to be public.",
      controls: [{ framework: "soc2", controlId: "CC6.1" }],
    },
  },
});

export const remediationSlaRoute = testRoute({
  method: "GET",
  path: "/api/v1/tests/remediation-sla",
  summary: "Days to fix a failing test, by severity",
  description: "Defaults: critical 7, high 30, medium 90, low 180. A resource that starts failing gets its due date from these.",
  response: remediationSlaShape,
});

export const updateRemediationSlaRoute = testRoute({
  method: "PUT",
  path: "/api/v1/tests/remediation-sla",
  summary: "Set the days to fix a failing test",
  description: "Any of `critical`, `high`, `medium`, `low` (1..365 days). Applies to resources that start failing from now on; due dates already set stay.",
  body: remediationSlaBody,
  response: remediationSlaShape,
  examples: { body: { critical: 3, high: 14 } },
});

export const getTestRoute = testRoute({
  method: "GET",
  path: "/api/v1/tests/{id}",
  summary: "One test",
  description: prose(
    "What it checks, why, how to fix it (console steps and a command), its controls in every built-in framework, and its state over the",
    "account's integrations. Another account's custom test answers 404.",
  ),
  params: testParams,
  response: testShape,
  errors: [404],
});

export const updateCustomTestRoute = testRoute({
  method: "PUT",
  path: "/api/v1/tests/{id}",
  summary: "Edit a custom test",
  description: "Any field of a custom test but its key and resource type; re-evaluated at once. Built-in tests answer 409.",
  params: testParams,
  body: updateCustomTestBody,
  response: testShape,
  errors: [404, 409],
  examples: { body: { severity: "critical" } },
});

export const deleteCustomTestRoute = testRoute({
  method: "DELETE",
  path: "/api/v1/tests/{id}",
  summary: "Delete a custom test",
  description: "Its current results go (their history stays) and its open alerts resolve. Built-in tests answer 409.",
  params: testParams,
  response: deletedResponse,
  errors: [404, 409],
});

export const listTestResultsRoute = testRoute({
  method: "GET",
  path: "/api/v1/tests/{id}/results",
  summary: "A test's outcome per resource (failing first)",
  description: prose(
    "Every current resource the test evaluates: outcome, detail, since when, remediation due date (and whether overdue), and the",
    "exclusion in force. Filters `outcome`, `integrationId`.",
  ),
  params: testParams,
  query: listTestResultsQuery,
  response: z.array(testResultShape),
  paginated: true,
  errors: [404],
});

export const listTestHistoryRoute = testRoute({
  method: "GET",
  path: "/api/v1/tests/{id}/history",
  summary: "A test's counts at each sync (newest first)",
  description: prose(
    "Per sync of each integration that runs the test: passing, failing, error, not applicable and excluded resources — the history",
    "chart. Filter `integrationId`.",
  ),
  params: testParams,
  query: listTestHistoryQuery,
  response: z.array(testHistoryShape),
  paginated: true,
  errors: [404],
});

export const listTestChangesRoute = testRoute({
  method: "GET",
  path: "/api/v1/tests/{id}/changes",
  summary: "When the test's outcome changed on each resource (newest first)",
  description: "Each change of outcome with the detail at that moment and the sync that saw it: when a resource started failing, and when it recovered.",
  params: testParams,
  query: pageQuery,
  response: z.array(testChangeShape),
  paginated: true,
  errors: [404],
});

export const listExclusionsRoute = testRoute({
  method: "GET",
  path: "/api/v1/tests/{id}/exclusions",
  summary: "A test's exclusions (newest first)",
  description: "Filter `active=true` for those in force, `active=false` for revoked or lapsed ones (kept as the record).",
  params: testParams,
  query: listExclusionsQuery,
  response: z.array(exclusionShape),
  paginated: true,
  errors: [404],
});

export const createExclusionRoute = testRoute({
  method: "POST",
  path: "/api/v1/tests/{id}/exclusions",
  summary: "Exclude a resource from a test",
  description: prose(
    "With a reason and an expiry (in the future, at most a year ahead). While in force the resource counts as excluded, not failing. One",
    "standing exclusion per test and resource (409 while one is in force). Alerts follow at the next sync.",
  ),
  params: testParams,
  body: createExclusionBody,
  response: exclusionShape,
  status: 201,
  errors: [404, 409],
  examples: {
    body: {
      resourceId: "7d0f4a7e-3c1b-4f0e-9a55-2f0b8f6d1c11",
      reason: "Public documentation site; holds no customer data.",
      expiresAt: "2027-05-31T00:00:00Z",
    },
  },
});

export const revokeExclusionRoute = testRoute({
  method: "DELETE",
  path: "/api/v1/tests/{id}/exclusions/{exclusionId}",
  summary: "End an exclusion now",
  description: "The exclusion stays listed as revoked (who, when).",
  params: exclusionParams,
  response: exclusionShape,
  errors: [404],
});

export const integrationRoutes = [
  listProvidersRoute,
  createIntegrationRoute,
  listIntegrationsRoute,
  testConnectionRoute,
  getIntegrationRoute,
  updateIntegrationRoute,
  deleteIntegrationRoute,
  checkIntegrationConnectionRoute,
  syncIntegrationRoute,
  listSyncsRoute,
  listResourcesRoute,
  pushResourcesRoute,
  listTestsRoute,
  createCustomTestRoute,
  remediationSlaRoute,
  updateRemediationSlaRoute,
  getTestRoute,
  updateCustomTestRoute,
  deleteCustomTestRoute,
  listTestResultsRoute,
  listTestHistoryRoute,
  listTestChangesRoute,
  listExclusionsRoute,
  createExclusionRoute,
  revokeExclusionRoute,
];

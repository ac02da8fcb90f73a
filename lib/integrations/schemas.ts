import { z } from "zod";
import { POPULATION_KINDS } from "@/db/audit-populations";
import { INTEGRATION_MODES, SYNC_FREQUENCIES, SYNC_TRIGGERS, TEST_SOURCES } from "@/db/integrations";
import {
  INTEGRATION_STATUSES,
  SYNC_STATUSES,
  TEST_OUTCOMES,
  TEST_SEVERITIES,
  TEST_STATUSES,
  INTEGRATION_PROVIDERS,
  PROVIDER_CATEGORIES,
} from "@/lib/vocabulary";
import { isoDateTime, optionalText, pageQuery, requiredText, storableString } from "@/lib/schemas";
import { uuidParam } from "@/lib/uuid";

// The vocabularies live with the tables (db/integrations.ts).
export { INTEGRATION_PROVIDERS, SYNC_FREQUENCIES, SYNC_STATUSES, SYNC_TRIGGERS, TEST_OUTCOMES, TEST_SEVERITIES };
export type { SyncFrequency, SyncTrigger } from "@/db/integrations";
export type { IntegrationProvider } from "@/lib/vocabulary";

/** A JSON object as the API takes it: what each provider's own schema then checks. */
const jsonObject = z.record(z.string(), z.unknown());

// ---------------------------------------------------------------------------------------- requests

export const createIntegrationBody = z.strictObject({
  provider: z.enum(INTEGRATION_PROVIDERS),
  name: requiredText(200),
  config: jsonObject.default({}).describe("Checked against the provider's `configSchema` (GET /api/v1/integrations/providers)."),
  credentials: jsonObject.default({}).describe("Checked against the provider's `credentialSchema`; stored encrypted and never answered."),
  syncFrequency: z.enum(SYNC_FREQUENCIES).default("daily"),
  paused: z.boolean().default(false),
});
export type CreateIntegrationInput = z.output<typeof createIntegrationBody>;

export const updateIntegrationBody = z
  .strictObject({
    name: requiredText(200).optional(),
    config: jsonObject.optional().describe("Replaces the whole configuration; checked like a new one."),
    credentials: jsonObject.optional().describe("Replaces the stored credentials (all fields); omit to keep them."),
    syncFrequency: z.enum(SYNC_FREQUENCIES).optional(),
    paused: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: "Change at least one field" });
export type UpdateIntegrationInput = z.output<typeof updateIntegrationBody>;

export const testConnectionBody = z.strictObject({
  provider: z.enum(INTEGRATION_PROVIDERS),
  config: jsonObject.default({}),
  credentials: jsonObject.default({}),
});
export type TestConnectionInput = z.output<typeof testConnectionBody>;

export const listIntegrationsQuery = pageQuery.extend({
  provider: z.enum(INTEGRATION_PROVIDERS).optional(),
});
export type ListIntegrationsQuery = z.output<typeof listIntegrationsQuery>;

export const listResourcesQuery = pageQuery.extend({
  type: storableString().trim().min(1).max(200).optional(),
  gone: z.enum(["true", "false"]).optional().describe("`true`: only resources the last complete sync no longer saw; default: only current ones."),
});
export type ListResourcesQuery = z.output<typeof listResourcesQuery>;

export const MAX_PUSH_RESOURCES = 1000;

export const pushedResource = z.strictObject({
  type: storableString().trim().min(1).max(200),
  externalId: storableString().trim().min(1).max(500),
  name: requiredText(500),
  attributes: jsonObject.describe("Checked against the resource type's schema where the provider declares one (the device agent)."),
});

export const pushResourcesBody = z.strictObject({
  resources: z.array(pushedResource).min(1).max(MAX_PUSH_RESOURCES),
  complete: z
    .boolean()
    .default(false)
    .describe("`true`: these are ALL the integration's resources of the pushed types; any other current one of those types is marked gone."),
});
export type PushResourcesInput = z.output<typeof pushResourcesBody>;

/** A test id as it appears in paths: a built-in `<provider>.<resource>.<check>` or `custom.<key>`. */
export const testId = storableString()
  .trim()
  .regex(/^[a-z0-9_]+(\.[a-z0-9_]+){1,4}$/, "Not a test id")
  .max(200);
export const testParams = z.object({ id: testId });
export const exclusionParams = z.object({ id: testId, exclusionId: uuidParam() });

export const listTestsQuery = pageQuery.extend({
  integrationId: uuidParam().optional(),
  provider: z.enum(INTEGRATION_PROVIDERS).optional(),
  framework: storableString().trim().min(1).max(200).optional().describe("A built-in framework id or a custom framework id"),
  control: storableString().trim().min(1).max(200).optional().describe("With `framework`: tests evidencing this control"),
  status: z.enum(TEST_STATUSES).optional(),
  severity: z.enum(TEST_SEVERITIES).optional(),
  source: z.enum(TEST_SOURCES).optional(),
  include: z
    .enum(["connected", "all"])
    .default("connected")
    .describe("`connected`: tests of the resource types the account's integrations hold, and its custom tests; `all`: the whole catalog."),
});
export type ListTestsQuery = z.output<typeof listTestsQuery>;

export const listTestResultsQuery = pageQuery.extend({
  outcome: z.enum(TEST_OUTCOMES).optional(),
  integrationId: uuidParam().optional(),
});
export type ListTestResultsQuery = z.output<typeof listTestResultsQuery>;

export const listTestHistoryQuery = pageQuery.extend({
  integrationId: uuidParam().optional(),
});
export type ListTestHistoryQuery = z.output<typeof listTestHistoryQuery>;

const controlRef = z.strictObject({ framework: requiredText(200), controlId: requiredText(200) });

const celExpression = storableString().trim().min(1).max(4000);

export const createCustomTestBody = z.strictObject({
  key: storableString()
    .trim()
    .regex(/^[a-z0-9_]+(\.[a-z0-9_]+){0,2}$/, "Lower-case letters, digits and underscores, optionally in dotted parts")
    .max(100)
    .describe("The test's id becomes `custom.<key>`."),
  title: requiredText(300),
  description: optionalText(5000),
  rationale: optionalText(5000),
  resourceType: storableString()
    .trim()
    .min(1)
    .max(200)
    .describe("Any resource type: a connector's (e.g. `github.repository`) or a custom one (`custom.<type>`)."),
  expression: celExpression.describe(
    "A CEL expression that is true when the resource passes. In scope: `attributes` (map), `resource` (`name`, `externalId`, `type`), `now` (timestamp).",
  ),
  appliesWhen: celExpression.optional().describe("Optional CEL: when false the test is not applicable to the resource."),
  severity: z.enum(TEST_SEVERITIES),
  remediation: optionalText(5000),
  controls: z.array(controlRef).max(200).default([]),
});
export type CreateCustomTestInput = z.output<typeof createCustomTestBody>;

export const updateCustomTestBody = z
  .strictObject({
    title: requiredText(300).optional(),
    description: optionalText(5000),
    rationale: optionalText(5000),
    expression: celExpression.optional(),
    appliesWhen: celExpression.nullable().optional(),
    severity: z.enum(TEST_SEVERITIES).optional(),
    remediation: optionalText(5000),
    controls: z.array(controlRef).max(200).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: "Change at least one field" });
export type UpdateCustomTestInput = z.output<typeof updateCustomTestBody>;

export const createExclusionBody = z.strictObject({
  resourceId: uuidParam(),
  reason: requiredText(2000),
  expiresAt: isoDateTime().describe("Required: an exclusion is reviewed again when it lapses (at most a year ahead)."),
});
export type CreateExclusionInput = z.output<typeof createExclusionBody>;

export const listExclusionsQuery = pageQuery.extend({
  active: z.enum(["true", "false"]).optional().describe("`true`: only exclusions in force now; `false`: only revoked or lapsed ones."),
});
export type ListExclusionsQuery = z.output<typeof listExclusionsQuery>;

const days = z.number().int().min(1).max(365);
export const remediationSlaBody = z.strictObject({
  critical: days.optional(),
  high: days.optional(),
  medium: days.optional(),
  low: days.optional(),
});
export type RemediationSlaInput = z.output<typeof remediationSlaBody>;

// ---------------------------------------------------------------------------------------- responses
// The one declaration of every response: serializers return these outputs, the console imports the types.

export const controlRefShape = z.object({ framework: z.string(), controlId: z.string() });

const testSummaryShape = z.object({
  id: z.string(),
  resourceType: z.string(),
  title: z.string(),
  severity: z.enum(TEST_SEVERITIES),
});

export const providerShape = z.object({
  id: z.enum(INTEGRATION_PROVIDERS),
  name: z.string(),
  description: z.string(),
  category: z.enum(PROVIDER_CATEGORIES),
  mode: z.enum(INTEGRATION_MODES).describe("`pull`: synced on a schedule; `push`: resources arrive over the API."),
  configSchema: z.record(z.string(), z.unknown()).describe("JSON Schema of `config`."),
  credentialSchema: z.record(z.string(), z.unknown()).describe("JSON Schema of `credentials` (write-only)."),
  leastPrivilege: z.object({
    summary: z.string(),
    document: z.object({ format: z.enum(["json", "sql", "text"]), content: z.string() }).nullable(),
  }),
  resourceTypes: z.array(z.object({ type: z.string(), name: z.string(), description: z.string(), attributes: z.record(z.string(), z.string()) })),
  tests: z.array(testSummaryShape),
  populationKinds: z
    .array(z.enum(POPULATION_KINDS))
    .describe('The Type II audit populations an integration of this provider can give (`source: "integration"` on POST /api/v1/audits/{id}/populations).'),
});
export type ProviderResponse = z.output<typeof providerShape>;

export const syncCountsShape = z.object({
  resourcesSeen: z.number().int(),
  resourcesNew: z.number().int(),
  resourcesGone: z.number().int(),
  passing: z.number().int(),
  failing: z.number().int(),
  errors: z.number().int(),
  notApplicable: z.number().int(),
  excluded: z.number().int(),
});

export const syncShape = z.object({
  id: z.string(),
  integrationId: z.string(),
  trigger: z.enum(SYNC_TRIGGERS),
  status: z.enum(SYNC_STATUSES),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  ...syncCountsShape.shape,
  error: z.string().nullable().describe("Why the sync failed, in words."),
  snapshot: z
    .object({
      evidenceId: z.string(),
      version: z.number().int(),
      fileId: z.string(),
      sha256: z.string(),
    })
    .nullable()
    .describe("The evidence version this sync wrote: every resource and outcome, hashed."),
});
export type SyncResponse = z.output<typeof syncShape>;

export const integrationShape = z.object({
  id: z.string(),
  provider: z.enum(INTEGRATION_PROVIDERS),
  name: z.string(),
  config: z.record(z.string(), z.unknown()),
  credentialFields: z.array(z.string()).describe("The credential fields that are set (their values are never answered)."),
  syncFrequency: z.enum(SYNC_FREQUENCIES),
  paused: z.boolean(),
  mode: z.enum(INTEGRATION_MODES),
  status: z
    .enum(INTEGRATION_STATUSES)
    .describe("From the last sync: is one running, did it work, do its tests pass; `not_evaluated` when it could evaluate no test on any resource."),
  nextSyncAt: z.string().nullable(),
  lastSync: syncShape.nullable(),
  evidenceId: z.string().nullable().describe("The library evidence item holding this integration's snapshots."),
  resourceCount: z.number().int(),
  failingTests: z.number().int().describe("Tests failing on at least one of its current resources (exclusions applied)."),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IntegrationResponse = z.output<typeof integrationShape>;

export const connectionCheckShape = z.object({ ok: z.boolean(), message: z.string() });
export type ConnectionCheckResponse = z.output<typeof connectionCheckShape>;

export const resultOutcomeShape = z.object({
  testId: z.string(),
  outcome: z.enum(TEST_OUTCOMES),
  detail: z.string(),
  since: z.string(),
  dueAt: z.string().nullable(),
  excluded: z.boolean(),
});

export const resourceShape = z.object({
  id: z.string(),
  integrationId: z.string(),
  type: z.string(),
  externalId: z.string(),
  name: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  goneAt: z.string().nullable(),
  results: z.array(resultOutcomeShape),
});
export type ResourceResponse = z.output<typeof resourceShape>;

export const pushResultShape = z.object({
  sync: syncShape,
  resources: z.array(z.object({ id: z.string(), type: z.string(), externalId: z.string(), created: z.boolean() })),
});
export type PushResultResponse = z.output<typeof pushResultShape>;

export const testCountsShape = z.object({
  passing: z.number().int(),
  failing: z.number().int(),
  errors: z.number().int(),
  notApplicable: z.number().int(),
  excluded: z.number().int(),
});

export const testShape = z.object({
  id: z.string(),
  source: z.enum(TEST_SOURCES),
  provider: z.enum(INTEGRATION_PROVIDERS).nullable().describe("The connector that ships it; null for a custom test."),
  resourceType: z.string(),
  title: z.string(),
  description: z.string(),
  rationale: z.string(),
  remediation: z.object({ console: z.string(), command: z.string() }),
  severity: z.enum(TEST_SEVERITIES),
  controls: z.array(controlRefShape).describe("The controls it evidences, in the built-in frameworks (and custom ones for custom tests)."),
  expression: z.string().nullable().describe("Custom tests: the CEL expression."),
  appliesWhen: z.string().nullable(),
  status: z
    .enum(TEST_STATUSES)
    .describe(
      "`failing` if any current resource fails (exclusions applied); `not_applicable` / `excluded` when every current resource it met was " +
        "not applicable / excluded; `not_run` when no integration evaluated it yet.",
    ),
  counts: testCountsShape,
  failingSince: z.string().nullable().describe("When the longest-failing current resource started failing."),
  dueAt: z.string().nullable().describe("The earliest remediation due date among failing resources."),
  overdue: z.boolean(),
  integrations: z.array(z.object({ id: z.string(), name: z.string() })).describe("The integrations that evaluate it."),
});
export type TestResponse = z.output<typeof testShape>;

export const testResultShape = z.object({
  resourceId: z.string(),
  resourceName: z.string(),
  resourceType: z.string(),
  integrationId: z.string(),
  integrationName: z.string(),
  outcome: z.enum(TEST_OUTCOMES),
  detail: z.string(),
  since: z.string(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  exclusion: z.object({ id: z.string(), reason: z.string(), expiresAt: z.string() }).nullable(),
});
export type TestResultResponse = z.output<typeof testResultShape>;

export const testHistoryShape = z.object({
  syncId: z.string(),
  integrationId: z.string(),
  at: z.string(),
  ...testCountsShape.shape,
});
export type TestHistoryResponse = z.output<typeof testHistoryShape>;

export const testChangeShape = z.object({
  id: z.string(),
  resourceId: z.string(),
  resourceName: z.string(),
  integrationId: z.string(),
  syncId: z.string().nullable(),
  fromOutcome: z.enum(TEST_OUTCOMES).nullable(),
  toOutcome: z.enum(TEST_OUTCOMES),
  detail: z.string(),
  at: z.string(),
});
export type TestChangeResponse = z.output<typeof testChangeShape>;

export const exclusionShape = z.object({
  id: z.string(),
  testId: z.string(),
  resourceId: z.string(),
  resourceName: z.string(),
  reason: z.string(),
  expiresAt: z.string(),
  active: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ExclusionResponse = z.output<typeof exclusionShape>;

export const remediationSlaShape = z.object({
  critical: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
});
export type RemediationSlaResponse = z.output<typeof remediationSlaShape>;

export const queuedSyncShape = z.object({ syncId: z.string(), status: z.literal("queued") });
export type QueuedSyncResponse = z.output<typeof queuedSyncShape>;

// The integrations domain's public surface (docs/DEVELOPING.md "Domains"): connections to the systems a company runs,
// what their syncs find, the automated tests over it, exclusions, and the test outcomes the readiness model weighs.
import "server-only";
export { checkConnection } from "./check-connection";
export { checkIntegrationConnection } from "./check-integration-connection";
export { claimDueIntegrations, claimLeaseMs } from "./claim-due-integrations";
export { createCustomTest } from "./create-custom-test";
export { integrationPopulation } from "./internal/population-sources";
export type { IntegrationPopulationRow } from "./internal/population-sources";
export { createExclusion } from "./create-exclusion";
export { createIntegration } from "./create-integration";
export { deleteCustomTest } from "./delete-custom-test";
export { deleteIntegration } from "./delete-integration";
export { getIntegration } from "./get-integration";
export { getRemediationSla } from "./get-remediation-sla";
export { getTest } from "./get-test";
export { testOutcomeFacts } from "./internal/outcome-facts";
export type { TestOutcomeFact } from "./internal/outcome-facts";
export { directSteps, runSync } from "./internal/sync-engine";
export type { StepRunner, SyncOutcome, SyncRequest } from "./internal/sync-engine";
export { listExclusions } from "./list-exclusions";
export { listIntegrations } from "./list-integrations";
export { listPopulationSources } from "./list-population-sources";
export type { PopulationSourceOption } from "./list-population-sources";
export { listProviders } from "./list-providers";
export { listResources } from "./list-resources";
export { listSyncs } from "./list-syncs";
export { listTestChanges } from "./list-test-changes";
export { listTestHistory } from "./list-test-history";
export { listTestResults } from "./list-test-results";
export { listTests } from "./list-tests";
export { pushResources } from "./push-resources";
export { revokeExclusion } from "./revoke-exclusion";
export * from "./routes";
export { listExclusionsQuery, listTestResultsQuery, syncShape, testParams } from "./schemas";
export type {
  ConnectionCheckResponse,
  ExclusionResponse,
  IntegrationResponse,
  ProviderResponse,
  PushResultResponse,
  QueuedSyncResponse,
  RemediationSlaResponse,
  ResourceResponse,
  SyncResponse,
  TestChangeResponse,
  TestHistoryResponse,
  TestResponse,
  TestResultResponse,
} from "./schemas";
export { syncIntegration } from "./sync-integration";
export { updateCustomTest } from "./update-custom-test";
export { updateIntegration } from "./update-integration";
export { updateRemediationSla } from "./update-remediation-sla";

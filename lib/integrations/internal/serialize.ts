import type { integrationSyncs } from "@/db/integrations";
import { connectorOf } from "@/lib/connectors";
import { syncOutcome } from "@/lib/vocabulary";
import type { IntegrationResponse, SyncResponse } from "../schemas";
import type { IntegrationRow } from "./find-integration";

type SyncRow = typeof integrationSyncs.$inferSelect;

/** Row → API shape (camelCase, ISO timestamps); the shapes are schemas.ts's. */
export function toSync(row: SyncRow, evidenceId: string | null): SyncResponse {
  return {
    id: row.id,
    integrationId: row.integrationId,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    resourcesSeen: row.resourcesSeen,
    resourcesNew: row.resourcesNew,
    resourcesGone: row.resourcesGone,
    passing: row.passing,
    failing: row.failing,
    errors: row.errors,
    notApplicable: row.notApplicable,
    excluded: row.excluded,
    error: row.error,
    snapshot:
      evidenceId && row.snapshotFileId && row.snapshotSha256 && row.evidenceVersion
        ? { evidenceId, version: row.evidenceVersion, fileId: row.snapshotFileId, sha256: row.snapshotSha256 }
        : null,
  };
}

export interface IntegrationFacts {
  lastSync: SyncRow | null;
  resourceCount: number;
  failingTests: number;
}

export function toIntegration(row: IntegrationRow, facts: IntegrationFacts): IntegrationResponse {
  const mode = connectorOf(row.provider)?.mode ?? "pull";
  const status: IntegrationResponse["status"] =
    facts.lastSync?.status === "running"
      ? "syncing"
      : row.lastSyncStatus === null
        ? "never_synced"
        : row.lastSyncStatus === "failed"
          ? "sync_failed"
          : facts.failingTests > 0
            ? "failing_tests"
            : facts.lastSync && syncOutcome(facts.lastSync) === "nothing_evaluated"
              ? "not_evaluated"
              : "healthy";
  return {
    id: row.id,
    provider: row.provider,
    name: row.name,
    config: row.config,
    credentialFields: row.credentialFields,
    syncFrequency: row.syncFrequency,
    paused: row.paused,
    mode,
    status,
    nextSyncAt: row.nextSyncAt?.toISOString() ?? null,
    lastSync: facts.lastSync ? toSync(facts.lastSync, row.evidenceId) : null,
    evidenceId: row.evidenceId,
    resourceCount: facts.resourceCount,
    failingTests: facts.failingTests,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import { and, asc, eq } from "drizzle-orm";
import type { PopulationKind } from "@/db/audit-populations";
import { integrationResources } from "@/db/integrations";
import { config } from "@/lib/config";
import { connectorOf, describeError, type AnyConnector, type PopulationPull } from "@/lib/connectors";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import type { Logger } from "@/lib/log";
import { storedSettings } from "./credentials";
import { findIntegration, type IntegrationRow } from "./find-integration";

/** One item of a population as an integration knows it, in the shape pushed rows take (docs/api.md §8). */
export interface IntegrationPopulationRow {
  key: string;
  occurred_at: string;
  owner_email: null;
  data: Record<string, string>;
}

interface Source {
  resourceType: string;
  kind: PopulationKind;
  /** The item's own date for this kind, or null when the resource is not an item of it. */
  dateOf: (attributes: Record<string, unknown>) => string | null;
  keyOf: (attributes: Record<string, unknown>, name: string) => string;
  data: (attributes: Record<string, unknown>) => Record<string, string>;
}

const str = (value: unknown): string | null => (typeof value === "string" && value ? value : null);
const text = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

/**
 * The populations an identity provider already knows: its users created in the period are the new hires, and (for
 * Okta, which dates status changes) those deprovisioned or suspended in the period the terminations. The dates are
 * the provider's own, as the last sync read them; a user deleted since still counts (kept as history).
 */
const SOURCES: Source[] = [
  {
    resourceType: "okta.user",
    kind: "new_hires",
    dateOf: (a) => str(a.created),
    keyOf: (a, name) => str(a.login) ?? name,
    data: (a) => ({ email: text(a.email), status: text(a.status) }),
  },
  {
    resourceType: "okta.user",
    kind: "terminations",
    dateOf: (a) => (a.status === "DEPROVISIONED" || a.status === "SUSPENDED" ? str(a.statusChanged) : null),
    keyOf: (a, name) => str(a.login) ?? name,
    data: (a) => ({ email: text(a.email), status: text(a.status) }),
  },
  {
    resourceType: "google_workspace.user",
    kind: "new_hires",
    dateOf: (a) => str(a.creationTime),
    keyOf: (a, name) => str(a.primaryEmail) ?? name,
    data: (a) => ({ org_unit: text(a.orgUnitPath), suspended: text(a.suspended) }),
  },
];

/** The population kinds a provider can give: from its synced resources, or asked of its system on demand. */
export function populationKindsOf(connector: AnyConnector): PopulationKind[] {
  const types = new Set(connector.resourceTypes.map((t) => t.type));
  const kinds = [...SOURCES.filter((s) => types.has(s.resourceType)).map((s) => s.kind), ...(connector.populations ?? []).map((p) => p.kind)];
  return [...new Set(kinds)];
}

/**
 * Asks the system itself (outside any transaction, under one deadline for the whole listing): the rows past
 * `maxRows` are refused rather than cut, since a truncated population would not be complete.
 */
async function pullFromSystem(
  integration: IntegrationRow,
  connector: AnyConnector,
  source: PopulationPull<unknown, unknown>,
  window: { from: Date; toExclusive: Date; maxRows: number },
  log: Logger,
): Promise<IntegrationPopulationRow[]> {
  const settings = storedSettings(connector, integration);
  if (settings.invalid !== null) {
    throw ServiceError.validation([{ path: "integration_id", message: "the integration's settings are no longer valid for its provider; edit them first" }]);
  }
  const timeoutMs = config.integrations.populationTimeoutMs;
  const signal = AbortSignal.timeout(timeoutMs);
  const rows: IntegrationPopulationRow[] = [];
  try {
    const ctx = {
      config: settings.config,
      credentials: settings.credentials,
      signal,
      log,
      now: new Date(),
      allowPrivateTargets: config.integrations.allowPrivateTargets,
    };
    const items = source.pull(ctx, { from: window.from, toExclusive: window.toExclusive });
    for await (const item of items) {
      if (rows.length === window.maxRows) {
        throw ServiceError.validation([
          {
            path: "integration_id",
            message: `${connector.name} lists more than ${window.maxRows} items of this kind in the period; upload them as CSV in parts instead`,
          },
        ]);
      }
      rows.push({ key: item.key, occurred_at: item.occurredAt, owner_email: null, data: item.data });
    }
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    const reason = signal.aborted ? `it did not finish within ${Math.round(timeoutMs / 1000)} seconds` : describeError(error);
    log.warn({ err: error, integrationId: integration.id }, "population pull failed");
    throw new ServiceError("service_unavailable", `${connector.name} could not list the population: ${reason}`);
  }
  return rows;
}

/**
 * The rows of a population pulled from one of the account's integrations, oldest first, only items dated in
 * `[from, toExclusive)`. An integration that cannot give this kind is 400 naming the kinds it can give.
 */
export async function integrationPopulation(
  db: DbOrTx,
  accountId: string,
  input: { integrationId: string; kind: PopulationKind; from: Date; toExclusive: Date; maxRows: number },
  log: Logger,
): Promise<{ integrationName: string; rows: IntegrationPopulationRow[] }> {
  const integration = await findIntegration(db, accountId, input.integrationId).catch((error: unknown) => {
    if (error instanceof ServiceError && error.code === "not_found")
      throw ServiceError.validation([{ path: "integration_id", message: "is not an integration of this account" }]);
    throw error;
  });
  const connector = connectorOf(integration.provider);
  const onDemand = connector?.populations?.find((p) => p.kind === input.kind);
  if (connector && onDemand) {
    const rows = await pullFromSystem(integration, connector, onDemand, input, log);
    rows.sort((a, b) => a.occurred_at.localeCompare(b.occurred_at) || a.key.localeCompare(b.key));
    return { integrationName: integration.name, rows };
  }
  const types = [...new Set(SOURCES.map((s) => s.resourceType))];
  const resources = await db
    .select({ type: integrationResources.type, name: integrationResources.name, attributes: integrationResources.attributes })
    .from(integrationResources)
    .where(and(eq(integrationResources.integrationId, integration.id), eq(integrationResources.accountId, accountId)))
    .orderBy(asc(integrationResources.firstSeenAt), asc(integrationResources.id));
  const present = new Set(resources.map((r) => r.type).filter((t) => types.includes(t)));
  const sources = SOURCES.filter((s) => s.kind === input.kind && present.has(s.resourceType));
  if (sources.length === 0) {
    const offered = [
      ...new Set([...SOURCES.filter((s) => present.has(s.resourceType)).map((s) => s.kind), ...(connector?.populations ?? []).map((p) => p.kind)]),
    ];
    throw ServiceError.validation([
      {
        path: "kind",
        message: offered.length
          ? `this integration gives ${offered.join(" or ")} populations`
          : "this integration knows no population (identity providers give their users once synced; GitHub gives merged pull requests)",
      },
    ]);
  }
  const rows: IntegrationPopulationRow[] = [];
  for (const resource of resources) {
    for (const source of sources) {
      if (source.resourceType !== resource.type) continue;
      const date = source.dateOf(resource.attributes);
      const at = date ? new Date(date) : null;
      if (!at || Number.isNaN(at.getTime()) || at < input.from || at >= input.toExclusive) continue;
      rows.push({
        key: source.keyOf(resource.attributes, resource.name),
        occurred_at: at.toISOString(),
        owner_email: null,
        data: source.data(resource.attributes),
      });
    }
  }
  rows.sort((a, b) => a.occurred_at.localeCompare(b.occurred_at) || a.key.localeCompare(b.key));
  return { integrationName: integration.name, rows };
}

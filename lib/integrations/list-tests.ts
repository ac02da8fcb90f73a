import { connectorOf } from "@/lib/connectors";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { pageArray, type Page } from "@/lib/pagination";
import { testCounts } from "./internal/aggregate";
import { accountTests } from "./internal/test-catalog";
import { byUrgency, countsByTest, integrationLabels, toTest } from "./internal/test-views";
import type { ListTestsQuery, TestResponse } from "./schemas";

/**
 * The account's automated tests, failing first by severity (docs/api.md "Integrations"): by default those its
 * connected integrations run and its custom tests; `include=all` lists every built-in test. Filters: integration,
 * provider, framework and control (tests evidencing it), status, severity, source.
 */
export async function listTests(ctx: Ctx, query: ListTestsQuery): Promise<Page<TestResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const now = ctx.now();
  const [catalog, counts, labels] = await Promise.all([
    accountTests(ctx.db, accountId),
    testCounts(ctx.db, accountId, { integrationId: query.integrationId }, now),
    integrationLabels(ctx.db, accountId),
  ]);
  const byTest = countsByTest(counts);
  const connectedTypes = new Set<string>();
  for (const label of labels.values()) {
    const connector = connectorOf(label.provider);
    for (const t of connector?.resourceTypes ?? []) connectedTypes.add(t.type);
  }
  const tests = catalog
    .filter((t) => query.include === "all" || t.source === "custom" || connectedTypes.has(t.resourceType))
    .filter((t) => !query.provider || t.provider === query.provider)
    .filter((t) => !query.source || t.source === query.source)
    .filter((t) => !query.severity || t.severity === query.severity)
    .filter((t) => !query.framework || t.controls.some((c) => c.framework === query.framework && (!query.control || c.controlId === query.control)))
    .map((t) => toTest(t, byTest, labels, now))
    .filter((t) => !query.integrationId || t.integrations.some((i) => i.id === query.integrationId))
    .filter((t) => !query.status || t.status === query.status)
    .sort(byUrgency);
  return pageArray(tests, query);
}

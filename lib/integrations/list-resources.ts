import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { integrationResources, testResults } from "@/db/integrations";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ascendingTextAfter, toPage, type Page } from "@/lib/pagination";
import { activeExclusions } from "./internal/exclusions";
import { findIntegration } from "./internal/find-integration";
import type { ListResourcesQuery, ResourceResponse } from "./schemas";

/** What an integration's syncs found, by type and name, each with its current test results (exclusions marked). */
export async function listResources(ctx: Ctx, integrationId: string, query: ListResourcesQuery): Promise<Page<ResourceResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const integration = await findIntegration(ctx.db, accountId, integrationId);
  const r = integrationResources;
  const rows = await ctx.db
    .select()
    .from(r)
    .where(
      and(
        eq(r.integrationId, integration.id),
        query.gone === "true" ? isNotNull(r.goneAt) : isNull(r.goneAt),
        query.type ? eq(r.type, query.type) : undefined,
        ascendingTextAfter(r.name, r.id, query.cursor),
      ),
    )
    .orderBy(asc(r.name), asc(r.id))
    .limit(query.limit + 1);
  const page = toPage(
    rows,
    query.limit,
    (row) => [row.name, row.id],
    (row) => row,
  );
  const ids = page.items.map((row) => row.id);
  const [results, exclusions] = await Promise.all([
    ids.length === 0 ? [] : ctx.db.select().from(testResults).where(inArray(testResults.resourceId, ids)).orderBy(asc(testResults.testId)),
    activeExclusions(ctx.db, ids, ctx.now()),
  ]);
  // A current resource of a pulled integration was seen by its last complete sync, even if nothing about it changed.
  const syncedAt = integration.lastSyncStatus === "succeeded" ? integration.lastSyncAt : null;
  const byResource = new Map<string, ResourceResponse["results"]>();
  for (const res of results) {
    const list = byResource.get(res.resourceId) ?? [];
    list.push({
      testId: res.testId,
      outcome: res.outcome,
      detail: res.detail,
      since: res.since.toISOString(),
      dueAt: res.dueAt?.toISOString() ?? null,
      excluded: exclusions.has(`${res.resourceId} ${res.testId}`),
    });
    byResource.set(res.resourceId, list);
  }
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      integrationId: row.integrationId,
      type: row.type,
      externalId: row.externalId,
      name: row.name,
      attributes: row.attributes,
      firstSeenAt: row.firstSeenAt.toISOString(),
      lastSeenAt: (row.goneAt === null && syncedAt && syncedAt > row.lastSeenAt ? syncedAt : row.lastSeenAt).toISOString(),
      goneAt: row.goneAt?.toISOString() ?? null,
      results: byResource.get(row.id) ?? [],
    })),
  };
}

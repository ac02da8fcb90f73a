import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { integrationResources, integrations, integrationSyncs } from "@/db/integrations";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import { newestFirstAfterPlaceholders, newestFirstAfterValues, newestFirstKey, toPage, type Page } from "@/lib/pagination";
import { toIntegration } from "./internal/serialize";
import { testCounts } from "./internal/aggregate";
import type { IntegrationResponse, ListIntegrationsQuery } from "./schemas";

/**
 * The account's integrations, newest first, each with its last sync, its current resources and its failing tests: the
 * list with the first two joined in (a prepared query per filter shape), and the test counts beside it.
 */
export async function listIntegrations(ctx: Ctx, query: ListIntegrationsQuery): Promise<Page<IntegrationResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const shape = { provider: !!query.provider, after: !!query.cursor };
  const key = `list_integrations:${shape.provider}:${shape.after}`;
  const [rows, tests] = await Promise.all([
    prepared(ctx.db, key, () => listQuery(ctx.db, shape, key)).execute({
      accountId,
      provider: query.provider,
      limit: query.limit + 1,
      ...(query.cursor ? newestFirstAfterValues(integrations.id, query.cursor) : {}),
    }),
    testCounts(ctx.db, accountId, {}, ctx.now()),
  ]);
  const failing = new Map<string, number>();
  for (const t of tests) if (t.failing > 0) failing.set(t.integrationId, (failing.get(t.integrationId) ?? 0) + 1);
  const page = toPage(
    rows,
    query.limit,
    ({ row }) => newestFirstKey(row),
    (r) => r,
  );
  return {
    ...page,
    items: page.items.map(({ row, lastSync, resourceCount }) => toIntegration(row, { lastSync, resourceCount, failingTests: failing.get(row.id) ?? 0 })),
  };
}

function listQuery(db: DbOrTx, shape: { provider: boolean; after: boolean }, name: string) {
  const t = integrations;
  const r = integrationResources;
  return db
    .select({
      row: t,
      lastSync: integrationSyncs,
      resourceCount: sql<number>`(select cast(count(*) as int) from ${r} where ${r.integrationId} = ${t.id} and ${r.accountId} = ${t.accountId}
        and ${r.goneAt} is null)`,
    })
    .from(t)
    .leftJoin(integrationSyncs, eq(integrationSyncs.id, t.lastSyncId))
    .where(
      and(
        eq(t.accountId, sql.placeholder("accountId")),
        isNull(t.deletedAt),
        shape.provider ? eq(t.provider, sql.placeholder("provider")) : undefined,
        shape.after ? newestFirstAfterPlaceholders(t.createdAt, t.id) : undefined,
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(sql.placeholder("limit"))
    .prepare(name);
}

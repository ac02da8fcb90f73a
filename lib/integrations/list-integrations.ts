import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { integrations } from "@/db/integrations";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import { newestFirstAfterPlaceholders, newestFirstAfterValues, newestFirstKey, toPage, type Page } from "@/lib/pagination";
import { toIntegrationDto } from "./internal/dto";
import { integrationFacts } from "./internal/integration-facts";
import type { IntegrationResponse, ListIntegrationsQuery } from "./schemas";

export async function listIntegrations(ctx: Ctx, query: ListIntegrationsQuery): Promise<Page<IntegrationResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const shape = { provider: !!query.provider, after: !!query.cursor };
  const key = `list_integrations:${shape.provider}:${shape.after}`;
  const rows = await prepared(ctx.db, key, () => listQuery(ctx.db, shape, key)).execute({
    accountId,
    provider: query.provider,
    limit: query.limit + 1,
    ...(query.cursor ? newestFirstAfterValues(integrations.id, query.cursor) : {}),
  });
  const page = toPage(rows, query.limit, newestFirstKey, (r) => r);
  const facts = await integrationFacts(ctx.db, accountId, page.items, ctx.now());
  return { ...page, items: page.items.map((row) => toIntegrationDto(row, facts.get(row.id)!)) };
}

function listQuery(db: DbOrTx, shape: { provider: boolean; after: boolean }, name: string) {
  const t = integrations;
  return db
    .select()
    .from(t)
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

import { and, desc, eq, isNull } from "drizzle-orm";
import { integrations } from "@/db/integrations";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage, type Page } from "@/lib/pagination";
import { toIntegrationDto } from "./internal/dto";
import { integrationFacts } from "./internal/integration-facts";
import type { IntegrationResponse, ListIntegrationsQuery } from "./schemas";

export async function listIntegrations(ctx: Ctx, query: ListIntegrationsQuery): Promise<Page<IntegrationResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const t = integrations;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.accountId, accountId), isNull(t.deletedAt), query.provider ? eq(t.provider, query.provider) : undefined, newestFirstAfter(t.createdAt, t.id, query.cursor)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit, newestFirstKey, (r) => r);
  const facts = await integrationFacts(ctx.db, accountId, page.items, ctx.now());
  return { ...page, items: page.items.map((row) => toIntegrationDto(row, facts.get(row.id)!)) };
}

import { and, desc, eq } from "drizzle-orm";
import { integrationSyncs } from "@/db/integrations";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage, type Page } from "@/lib/pagination";
import { toSync } from "./internal/serialize";
import { findIntegration } from "./internal/find-integration";
import type { SyncResponse } from "./schemas";

/** An integration's syncs and pushes, newest first, each with its counts, error and snapshot. */
export async function listSyncs(ctx: Ctx, integrationId: string, page: { limit: number; cursor?: string }): Promise<Page<SyncResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const integration = await findIntegration(ctx.db, accountId, integrationId);
  const t = integrationSyncs;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.integrationId, integration.id), newestFirstAfter(t.createdAt, t.id, page.cursor)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, (row) => toSync(row, integration.evidenceId));
}

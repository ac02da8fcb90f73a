import { and, desc, eq } from "drizzle-orm";
import { integrationSyncTests } from "@/db/integrations";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { newestFirstAfter, toPage, type Page } from "@/lib/pagination";
import { findTest } from "./internal/find-test";
import type { ListTestHistoryQuery, TestHistoryResponse } from "./schemas";

/** A test's counts at each sync, newest first: the history chart (when did it start failing, on how many resources). */
export async function listTestHistory(ctx: Ctx, id: string, query: ListTestHistoryQuery): Promise<Page<TestHistoryResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const test = await findTest(ctx.db, accountId, id);
  const t = integrationSyncTests;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(
      and(
        eq(t.accountId, accountId),
        eq(t.testId, test.id),
        query.integrationId ? eq(t.integrationId, query.integrationId) : undefined,
        // A row per (sync, test): the sync's id breaks ties between rows of the same instant.
        newestFirstAfter(t.createdAt, t.syncId, query.cursor),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.syncId))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (r) => [r.createdAt.toISOString(), r.syncId],
    (r) => ({
      syncId: r.syncId,
      integrationId: r.integrationId,
      at: r.createdAt.toISOString(),
      passing: r.passing,
      failing: r.failing,
      errors: r.errors,
      notApplicable: r.notApplicable,
      excluded: r.excluded,
    }),
  );
}

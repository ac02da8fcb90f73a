import { and, desc, eq, lt, or } from "drizzle-orm";
import { integrationSyncTests } from "@/db/integrations";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { decodeCursor, encodeCursor, type Page } from "@/lib/pagination";
import { isUuid } from "@/lib/uuid";
import { findTest } from "./internal/find-test";
import type { ListTestHistoryQuery, TestHistoryResponse } from "./schemas";

/** A test's counts at each sync, newest first: the history chart (when did it start failing, on how many resources). */
export async function listTestHistory(ctx: Ctx, id: string, query: ListTestHistoryQuery): Promise<Page<TestHistoryResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const test = await findTest(ctx.db, accountId, id);
  const t = integrationSyncTests;
  let after;
  if (query.cursor) {
    const [at, syncId] = decodeCursor(query.cursor, 2);
    const date = new Date(at);
    if (typeof at !== "string" || Number.isNaN(date.getTime()) || typeof syncId !== "string" || !isUuid(syncId)) {
      throw ServiceError.validation([{ path: "cursor", message: "Invalid cursor; pass the nextCursor of the previous page." }]);
    }
    after = or(lt(t.createdAt, date), and(eq(t.createdAt, date), lt(t.syncId, syncId)));
  }
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.accountId, accountId), eq(t.testId, test.id), query.integrationId ? eq(t.integrationId, query.integrationId) : undefined, after))
    .orderBy(desc(t.createdAt), desc(t.syncId))
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({
      syncId: r.syncId,
      integrationId: r.integrationId,
      at: r.createdAt.toISOString(),
      passing: r.passing,
      failing: r.failing,
      errors: r.errors,
      notApplicable: r.notApplicable,
      excluded: r.excluded,
    })),
    pagination: { limit: query.limit, nextCursor: hasMore && last ? encodeCursor([last.createdAt.toISOString(), last.syncId]) : null, hasMore },
  };
}

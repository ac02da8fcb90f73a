import { and, desc, eq } from "drizzle-orm";
import { integrationResources, testResultChanges } from "@/db/integrations";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage, type Page } from "@/lib/pagination";
import { findTest } from "./internal/find-test";
import type { TestChangeResponse } from "./schemas";

/** Every change of the test's outcome on a resource, newest first: when it started failing where, and when it recovered. */
export async function listTestChanges(ctx: Ctx, id: string, page: { limit: number; cursor?: string }): Promise<Page<TestChangeResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const test = await findTest(ctx.db, accountId, id);
  const c = testResultChanges;
  const rows = await ctx.db
    .select({ change: c, resourceName: integrationResources.name })
    .from(c)
    .innerJoin(integrationResources, eq(integrationResources.id, c.resourceId))
    .where(and(eq(c.accountId, accountId), eq(c.testId, test.id), newestFirstAfter(c.createdAt, c.id, page.cursor)))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(page.limit + 1);
  return toPage(
    rows,
    page.limit,
    (r) => newestFirstKey(r.change),
    ({ change, resourceName }) => ({
      id: change.id,
      resourceId: change.resourceId,
      resourceName,
      integrationId: change.integrationId,
      syncId: change.syncId,
      fromOutcome: change.fromOutcome,
      toOutcome: change.toOutcome,
      detail: change.detail,
      at: change.createdAt.toISOString(),
    }),
  );
}

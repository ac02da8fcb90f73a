import { and, desc, eq, gt, isNull, isNotNull, lte, or } from "drizzle-orm";
import { integrationResources, testExclusions } from "@/db/integrations";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage, type Page } from "@/lib/pagination";
import { toExclusion } from "./internal/serialize-exclusion";
import { findTest } from "./internal/find-test";
import type { ExclusionResponse, ListExclusionsQuery } from "./schemas";

/** A test's exclusions, newest first: those in force, and (kept as the record) revoked and lapsed ones. */
export async function listExclusions(ctx: Ctx, testId: string, query: ListExclusionsQuery): Promise<Page<ExclusionResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const test = await findTest(ctx.db, accountId, testId);
  const now = ctx.now();
  const x = testExclusions;
  const active = and(isNull(x.revokedAt), gt(x.expiresAt, now));
  const ended = or(isNotNull(x.revokedAt), lte(x.expiresAt, now));
  const rows = await ctx.db
    .select({ exclusion: x, resourceName: integrationResources.name })
    .from(x)
    .innerJoin(integrationResources, eq(integrationResources.id, x.resourceId))
    .where(
      and(
        eq(x.accountId, accountId),
        eq(x.testId, test.id),
        query.active === "true" ? active : query.active === "false" ? ended : undefined,
        newestFirstAfter(x.createdAt, x.id, query.cursor),
      ),
    )
    .orderBy(desc(x.createdAt), desc(x.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (r) => newestFirstKey(r.exclusion),
    (r) => toExclusion(r.exclusion, r.resourceName, now),
  );
}

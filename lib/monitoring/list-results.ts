import { and, desc, eq, gte, lte } from "drizzle-orm";
import { monitoringResults, monitoringSchedules } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { newestFirstAfter, newestFirstKey, toPage, type Page } from "@/lib/pagination";
import { toResult } from "./internal/serialize";
import type { ResultResponse, ListResultsQuery } from "./schemas";

type Joined = { result: typeof monitoringResults.$inferSelect; scheduleName: string | null };
const fromJoined = (r: Joined) => toResult(r.result, r.scheduleName);

/** Check results, newest first, each with its schedule's label; filtered by framework, schedule, status and completion time. */
export async function listResults(ctx: Ctx, query: ListResultsQuery): Promise<Page<ResultResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const t = monitoringResults;
  const rows = await ctx.db
    .select({ result: t, scheduleName: monitoringSchedules.name })
    .from(t)
    .innerJoin(monitoringSchedules, eq(monitoringSchedules.id, t.scheduleId))
    .where(
      and(
        eq(t.accountId, accountId),
        query.frameworkId ? eq(t.frameworkId, query.frameworkId) : undefined,
        query.scheduleId ? eq(t.scheduleId, query.scheduleId) : undefined,
        query.status ? eq(t.status, query.status) : undefined,
        query.from ? gte(t.createdAt, query.from) : undefined,
        query.to ? lte(t.createdAt, query.to) : undefined,
        newestFirstAfter(t.createdAt, t.id, query.cursor),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (r) => newestFirstKey(r.result), fromJoined);
}

export async function getResult(ctx: Ctx, id: string): Promise<ResultResponse> {
  const { accountId } = requireRole(ctx, "viewer");
  const [row] = await ctx.db
    .select({ result: monitoringResults, scheduleName: monitoringSchedules.name })
    .from(monitoringResults)
    .innerJoin(monitoringSchedules, eq(monitoringSchedules.id, monitoringResults.scheduleId))
    .where(and(eq(monitoringResults.id, id), eq(monitoringResults.accountId, accountId)))
    .limit(1);
  if (!row) throw ServiceError.notFound("result");
  return fromJoined(row);
}

import { and, desc, eq, isNull } from "drizzle-orm";
import { monitoringSchedules } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage, type Page, type PageRequest } from "@/lib/pagination";
import { toSchedule } from "./internal/serialize";
import type { ScheduleResponse } from "./schemas";

export async function listSchedules(ctx: Ctx, query: PageRequest & { frameworkId?: string }): Promise<Page<ScheduleResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const t = monitoringSchedules;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(
      and(
        eq(t.accountId, accountId),
        isNull(t.deletedAt),
        query.frameworkId ? eq(t.frameworkId, query.frameworkId) : undefined,
        newestFirstAfter(t.createdAt, t.id, query.cursor),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, newestFirstKey, toSchedule);
}

import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { monitoringAlerts } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage, type Page } from "@/lib/pagination";
import { toAlert } from "./internal/serialize";
import type { AlertResponse, ListAlertsQuery } from "./schemas";

export async function listAlerts(ctx: Ctx, query: ListAlertsQuery): Promise<Page<AlertResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const t = monitoringAlerts;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(
      and(
        eq(t.accountId, accountId),
        query.read === undefined ? undefined : query.read ? isNotNull(t.readAt) : isNull(t.readAt),
        query.state ? eq(t.state, query.state) : undefined,
        query.type ? eq(t.type, query.type) : undefined,
        query.frameworkId ? eq(t.frameworkId, query.frameworkId) : undefined,
        query.scheduleId ? eq(t.scheduleId, query.scheduleId) : undefined,
        query.integrationId ? eq(t.integrationId, query.integrationId) : undefined,
        query.testId ? eq(t.testId, query.testId) : undefined,
        newestFirstAfter(t.createdAt, t.id, query.cursor),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, newestFirstKey, toAlert);
}

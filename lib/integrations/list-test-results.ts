import { sql, type SQL } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { decodeCursor, encodeCursor, type Page } from "@/lib/pagination";
import { isUuid } from "@/lib/uuid";
import { findTest } from "./internal/find-test";
import { integrationLabels } from "./internal/test-views";
import type { ListTestResultsQuery, TestResultResponse } from "./schemas";

const OUTCOME_RANK = sql`case r.outcome when 'failing' then 0 when 'error' then 1 when 'passing' then 2 else 3 end`;

/**
 * A test's outcome on each current resource of the account's integrations, failing first, then by resource name;
 * each with its detail, since when, its remediation due date and the exclusion in force, if any.
 */
export async function listTestResults(ctx: Ctx, id: string, query: ListTestResultsQuery): Promise<Page<TestResultResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const test = await findTest(ctx.db, accountId, id);
  const now = ctx.now();
  const conditions: SQL[] = [sql`r.account_id = ${accountId}`, sql`r.test_id = ${test.id}`];
  if (query.outcome) conditions.push(sql`r.outcome = ${query.outcome}`);
  if (query.integrationId) conditions.push(sql`r.integration_id = ${query.integrationId}`);
  if (query.cursor) {
    const [rank, name, resourceId] = decodeCursor(query.cursor, 3);
    if (typeof rank !== "number" || typeof name !== "string" || typeof resourceId !== "string" || !isUuid(resourceId) || /\u0000/.test(name)) {
      throw ServiceError.validation([{ path: "cursor", message: "Invalid cursor; pass the nextCursor of the previous page." }]);
    }
    conditions.push(sql`(${OUTCOME_RANK}, res.name, res.id) > (${rank}, ${name}, ${resourceId}::uuid)`);
  }
  const rows = [
    ...(await ctx.db.execute<{
      resource_id: string;
      resource_name: string;
      resource_type: string;
      integration_id: string;
      outcome: TestResultResponse["outcome"];
      detail: string;
      since: string | Date;
      due_at: string | Date | null;
      rank: number;
      exclusion_id: string | null;
      exclusion_reason: string | null;
      exclusion_expires_at: string | Date | null;
    }>(sql`
      select r.resource_id, res.name as resource_name, res.type as resource_type, r.integration_id, r.outcome, r.detail, r.since, r.due_at,
        ${OUTCOME_RANK} as rank, x.id as exclusion_id, x.reason as exclusion_reason, x.expires_at as exclusion_expires_at
      from test_results r
      join integration_resources res on res.id = r.resource_id and res.gone_at is null
      join integrations i on i.id = r.integration_id and i.deleted_at is null
      left join test_exclusions x on x.resource_id = r.resource_id and x.test_id = r.test_id and x.revoked_at is null
        and x.expires_at > ${now.toISOString()}::timestamptz
      where ${sql.join(conditions, sql` and `)}
      order by ${OUTCOME_RANK}, res.name, res.id
      limit ${query.limit + 1}`)),
  ];
  const labels = await integrationLabels(ctx.db, accountId);
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map((row) => {
      const dueAt = row.due_at ? new Date(row.due_at) : null;
      return {
        resourceId: row.resource_id,
        resourceName: row.resource_name,
        resourceType: row.resource_type,
        integrationId: row.integration_id,
        integrationName: labels.get(row.integration_id)?.name ?? "",
        outcome: row.outcome,
        detail: row.detail,
        since: new Date(row.since).toISOString(),
        dueAt: dueAt?.toISOString() ?? null,
        overdue: row.outcome === "failing" && !row.exclusion_id && dueAt !== null && dueAt < now,
        exclusion: row.exclusion_id
          ? { id: row.exclusion_id, reason: row.exclusion_reason!, expiresAt: new Date(row.exclusion_expires_at!).toISOString() }
          : null,
      };
    }),
    pagination: { limit: query.limit, nextCursor: hasMore && last ? encodeCursor([Number(last.rank), last.resource_name, last.resource_id]) : null, hasMore },
  };
}

import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";

export interface TestCounts {
  testId: string;
  integrationId: string;
  passing: number;
  failing: number;
  errors: number;
  notApplicable: number;
  excluded: number;
  /** When the longest-failing counted resource started failing; null when none fails. */
  failingSince: Date | null;
  dueAt: Date | null;
}

/**
 * The current state of tests per integration: current (not gone) resources only, and a resource under an exclusion
 * in force counts as excluded whatever its outcome. One grouped query serves syncs (history, alerts) and reads.
 */
export async function testCounts(db: DbOrTx, accountId: string, filter: { integrationId?: string; testIds?: string[] }, now: Date): Promise<TestCounts[]> {
  const conditions: SQL[] = [sql`r.account_id = ${accountId}`];
  if (filter.integrationId) conditions.push(sql`r.integration_id = ${filter.integrationId}`);
  if (filter.testIds) {
    if (filter.testIds.length === 0) return [];
    conditions.push(sql`r.test_id in (${sql.join(filter.testIds.map((id) => sql`${id}`), sql`, `)})`);
  }
  const rows = await db.execute<{
    test_id: string;
    integration_id: string;
    passing: string;
    failing: string;
    errors: string;
    not_applicable: string;
    excluded: string;
    failing_since: string | Date | null;
    due_at: string | Date | null;
  }>(sql`
    select r.test_id, r.integration_id,
      count(*) filter (where x.id is null and r.outcome = 'passing') as passing,
      count(*) filter (where x.id is null and r.outcome = 'failing') as failing,
      count(*) filter (where x.id is null and r.outcome = 'error') as errors,
      count(*) filter (where x.id is null and r.outcome = 'not_applicable') as not_applicable,
      count(*) filter (where x.id is not null) as excluded,
      min(r.since) filter (where x.id is null and r.outcome = 'failing') as failing_since,
      min(r.due_at) filter (where x.id is null and r.outcome = 'failing') as due_at
    from test_results r
    join integration_resources res on res.id = r.resource_id and res.gone_at is null
    join integrations i on i.id = r.integration_id and i.deleted_at is null
    left join test_exclusions x on x.resource_id = r.resource_id and x.test_id = r.test_id and x.revoked_at is null and x.expires_at > ${now.toISOString()}::timestamptz
    where ${sql.join(conditions, sql` and `)}
    group by r.test_id, r.integration_id`);
  return [...rows].map((row) => ({
    testId: row.test_id,
    integrationId: row.integration_id,
    passing: Number(row.passing),
    failing: Number(row.failing),
    errors: Number(row.errors),
    notApplicable: Number(row.not_applicable),
    excluded: Number(row.excluded),
    failingSince: row.failing_since ? new Date(row.failing_since) : null,
    dueAt: row.due_at ? new Date(row.due_at) : null,
  }));
}

/** The counts of several tests or integrations added up. */
export function sumCounts(counts: Pick<TestCounts, "passing" | "failing" | "errors" | "notApplicable" | "excluded">[]) {
  const totals = { passing: 0, failing: 0, errors: 0, notApplicable: 0, excluded: 0 };
  for (const c of counts) {
    totals.passing += c.passing;
    totals.failing += c.failing;
    totals.errors += c.errors;
    totals.notApplicable += c.notApplicable;
    totals.excluded += c.excluded;
  }
  return totals;
}

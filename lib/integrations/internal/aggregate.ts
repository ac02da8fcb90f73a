import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { integrationResources, integrations, testExclusions, testResults } from "@/db/integrations";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";

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

const live = sql`${testExclusions.id} is null`;
const countWhere = (outcome: string) => sql<number>`cast(count(*) filter (where ${live} and ${testResults.outcome} = ${outcome}) as int)`;
const failingMin = (column: typeof testResults.since | typeof testResults.dueAt) =>
  sql<Date | null>`min(${column}) filter (where ${live} and ${testResults.outcome} = 'failing')`.mapWith(testResults.since);

type Shape = "all" | "integration" | "tests";

/**
 * The current state of tests per integration: current (not gone) resources only, and a resource under an exclusion
 * in force counts as excluded whatever its outcome. One grouped query serves syncs (history, alerts) and reads; the
 * reads' shapes (every test, one integration's) are built once per database handle (lib/db/prepared.ts).
 */
export async function testCounts(db: DbOrTx, accountId: string, filter: { integrationId?: string; testIds?: string[] }, now: Date): Promise<TestCounts[]> {
  const values = { accountId, now: now.toISOString() };
  if (filter.testIds) {
    if (filter.testIds.length === 0) return [];
    return countsQuery(db, "tests", filter.testIds).execute(values);
  }
  if (filter.integrationId)
    return prepared(db, "test_counts_integration", () => countsQuery(db, "integration").prepare("test_counts_integration")).execute({
      ...values,
      integrationId: filter.integrationId,
    });
  return prepared(db, "test_counts", () => countsQuery(db, "all").prepare("test_counts")).execute(values);
}

function countsQuery(db: DbOrTx, shape: Shape, testIds: string[] = []) {
  const r = testResults;
  const x = testExclusions;
  return db
    .select({
      testId: r.testId,
      integrationId: r.integrationId,
      passing: countWhere("passing"),
      failing: countWhere("failing"),
      errors: countWhere("error"),
      notApplicable: countWhere("not_applicable"),
      excluded: sql<number>`cast(count(*) filter (where ${x.id} is not null) as int)`,
      failingSince: failingMin(r.since),
      dueAt: failingMin(r.dueAt),
    })
    .from(r)
    .innerJoin(integrationResources, and(eq(integrationResources.id, r.resourceId), isNull(integrationResources.goneAt)))
    .innerJoin(integrations, and(eq(integrations.id, r.integrationId), isNull(integrations.deletedAt)))
    .leftJoin(x, and(eq(x.resourceId, r.resourceId), eq(x.testId, r.testId), isNull(x.revokedAt), sql`${x.expiresAt} > ${sql.placeholder("now")}::timestamptz`))
    .where(
      and(
        eq(r.accountId, sql.placeholder("accountId")),
        shape === "integration" ? eq(r.integrationId, sql.placeholder("integrationId")) : undefined,
        shape === "tests" ? inArray(r.testId, testIds) : undefined,
      ),
    )
    .groupBy(r.testId, r.integrationId);
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

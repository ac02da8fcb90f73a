import { and, eq, isNull, sql } from "drizzle-orm";
import { integrations } from "@/db/integrations";
import { connectorOf } from "@/lib/connectors";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import type { TestResponse } from "../schemas";
import { sumCounts, type TestCounts } from "./aggregate";
import type { CatalogTest } from "./test-catalog";
import { groupBy } from "@/lib/group-by";

export type TestStatus = TestResponse["status"];

/**
 * failing > error > passing; a test whose current resources were all not applicable (some perhaps excluded) is
 * `not_applicable`, all excluded `excluded`; `not_run` only when no current resource was evaluated by it at all.
 */
export function statusOf(c: Pick<TestCounts, "passing" | "failing" | "errors" | "notApplicable" | "excluded">): TestStatus {
  if (c.failing > 0) return "failing";
  if (c.errors > 0) return "error";
  if (c.passing > 0) return "passing";
  if (c.notApplicable > 0) return "not_applicable";
  if (c.excluded > 0) return "excluded";
  return "not_run";
}

export interface IntegrationLabel {
  id: string;
  name: string;
  provider: string;
  lastSyncAt: Date | null;
}

/** The account's current integrations, by id, with the words a person knows them by ("GitHub · acme"). */
export async function integrationLabels(db: DbOrTx, accountId: string): Promise<Map<string, IntegrationLabel>> {
  const rows = await prepared(db, "integration_labels", () =>
    db
      .select({ id: integrations.id, name: integrations.name, provider: integrations.provider, lastSyncAt: integrations.lastSyncAt })
      .from(integrations)
      .where(and(eq(integrations.accountId, sql.placeholder("accountId")), isNull(integrations.deletedAt)))
      .prepare("integration_labels"),
  ).execute({ accountId });
  return new Map(rows.map((r) => [r.id, { ...r, name: `${connectorOf(r.provider)?.name ?? r.provider} · ${r.name}` }]));
}

/** The counts rows of each test, so that a list of tests finds its own without scanning every row for every test. */
export function countsByTest(counts: TestCounts[]): Map<string, TestCounts[]> {
  return groupBy(counts, (c) => c.testId);
}

/** One test with its counts summed over the integrations that evaluate it. */
export function toTest(test: CatalogTest, counts: Map<string, TestCounts[]>, labels: Map<string, IntegrationLabel>, now: Date): TestResponse {
  const own = (counts.get(test.id) ?? []).filter((c) => labels.has(c.integrationId));
  const sum = sumCounts(own);
  const earliest = (dates: (Date | null)[]) => dates.reduce<Date | null>((min, d) => (d && (!min || d < min) ? d : min), null);
  const failingSince = earliest(own.map((c) => c.failingSince));
  const dueAt = earliest(own.map((c) => c.dueAt));
  return {
    id: test.id,
    source: test.source,
    provider: test.provider,
    resourceType: test.resourceType,
    title: test.title,
    description: test.description,
    rationale: test.rationale,
    remediation: test.remediation,
    severity: test.severity,
    controls: test.controls,
    expression: test.expression,
    appliesWhen: test.appliesWhen,
    status: statusOf(sum),
    counts: sum,
    failingSince: failingSince?.toISOString() ?? null,
    dueAt: dueAt?.toISOString() ?? null,
    overdue: dueAt !== null && dueAt < now,
    integrations: own.map((c) => ({ id: c.integrationId, name: labels.get(c.integrationId)!.name })).sort((a, b) => byText(a.name, b.name)),
  };
}

// One collator for every comparison: localeCompare would look one up per call, and a list sorts hundreds of titles.
const byText = new Intl.Collator().compare;
const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 } as const;
const STATUS_RANK: Record<TestStatus, number> = { failing: 0, error: 1, passing: 2, not_applicable: 3, excluded: 4, not_run: 5 };

/** Failing first, by severity, then errors, passing, not applicable, excluded, not run; by title within each. */
export function byUrgency(a: TestResponse, b: TestResponse): number {
  return (
    STATUS_RANK[a.status] - STATUS_RANK[b.status] || SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || byText(a.title, b.title) || byText(a.id, b.id)
  );
}

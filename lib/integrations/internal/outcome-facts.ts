import type { DbOrTx } from "@/lib/db/client";
import { testCounts } from "./aggregate";
import { accountTests } from "./test-catalog";
import { integrationLabels } from "./test-views";

/** What the readiness model weighs of one test on one integration (lib/readiness TestOutcome's shape). */
export interface TestOutcomeFact {
  id: string;
  title: string;
  controls: { framework: string; controlId: string }[];
  passed: boolean;
  checkedAt: string;
}

/**
 * The account's automated test outcomes as readiness facts (docs/api.md "Readiness"): per test and integration,
 * `passed` when no current, not excluded resource fails and at least one passes. A test that only errors, or has
 * nothing to check (not applicable, excluded), says nothing and is left out.
 */
export async function testOutcomeFacts(db: DbOrTx, accountId: string, now: Date): Promise<TestOutcomeFact[]> {
  const [counts, catalog, labels] = await Promise.all([testCounts(db, accountId, {}, now), accountTests(db, accountId), integrationLabels(db, accountId)]);
  const tests = new Map(catalog.map((t) => [t.id, t]));
  const facts: TestOutcomeFact[] = [];
  for (const c of counts) {
    const test = tests.get(c.testId);
    const label = labels.get(c.integrationId);
    if (!test || !label || (c.failing === 0 && c.passing === 0)) continue;
    facts.push({
      id: `${test.id}@${c.integrationId}`,
      title: `${test.title} (${label.name})`,
      controls: test.controls,
      passed: c.failing === 0,
      checkedAt: (label.lastSyncAt ?? now).toISOString(),
    });
  }
  return facts;
}

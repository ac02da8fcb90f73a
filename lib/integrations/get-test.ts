import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { testCounts } from "./internal/aggregate";
import { findTest } from "./internal/find-test";
import { countsByTest, integrationLabels, toTest } from "./internal/test-views";
import type { TestResponse } from "./schemas";

/** One test: what it checks, why, how to fix it, its controls and its state over the account's integrations. */
export async function getTest(ctx: Ctx, id: string): Promise<TestResponse> {
  const { accountId } = requireRole(ctx, "viewer");
  const test = await findTest(ctx.db, accountId, id);
  const now = ctx.now();
  const [counts, labels] = await Promise.all([testCounts(ctx.db, accountId, { testIds: [test.id] }, now), integrationLabels(ctx.db, accountId)]);
  return toTest(test, countsByTest(counts), labels, now);
}

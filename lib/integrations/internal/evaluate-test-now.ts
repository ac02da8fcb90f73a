import { and, eq, gt, isNull } from "drizzle-orm";
import { integrationResources, integrations } from "@/db/integrations";
import type { Db } from "@/lib/db/client";
import { BATCH_SIZE, evaluateBatch, writeResults } from "./apply-batch";
import { CelBudget } from "./cel-sandbox";
import { remediationSlaOf } from "./remediation-sla";
import type { CatalogTest } from "./test-catalog";

/**
 * Evaluates one test over every current resource of its type in the account's integrations, right away, so a
 * custom test shows its results as it is saved (the next syncs keep them current). Batches of resources, each
 * evaluated first (on the custom-test worker, under one CelBudget for the whole save) and only then written in its
 * own short transaction: no connection is held while user code runs.
 */
export async function evaluateTestNow(db: Db, accountId: string, test: CatalogTest, now: Date): Promise<number> {
  const sla = await remediationSlaOf(db, accountId);
  const scope = { accountId, syncId: null, now, sla, testsByType: new Map([[test.resourceType, [test]]]), celBudget: new CelBudget() };
  let after = "00000000-0000-0000-0000-000000000000";
  let evaluated = 0;
  for (;;) {
    const page = await db
      .select({
        id: integrationResources.id,
        integrationId: integrationResources.integrationId,
        type: integrationResources.type,
        externalId: integrationResources.externalId,
        name: integrationResources.name,
        attributes: integrationResources.attributes,
      })
      .from(integrationResources)
      .innerJoin(integrations, and(eq(integrations.id, integrationResources.integrationId), isNull(integrations.deletedAt)))
      .where(
        and(
          eq(integrationResources.accountId, accountId),
          eq(integrationResources.type, test.resourceType),
          isNull(integrationResources.goneAt),
          gt(integrationResources.id, after),
        ),
      )
      .orderBy(integrationResources.id)
      .limit(BATCH_SIZE);
    if (page.length === 0) return evaluated;
    const results = await evaluateBatch(page, scope);
    await db.transaction((tx) =>
      writeResults(
        tx,
        scope,
        page.map((r, i) => ({ resourceId: r.id, integrationId: r.integrationId, evaluations: results[i].evaluations })),
      ),
    );
    evaluated += page.length;
    if (page.length < BATCH_SIZE) return evaluated;
    after = page[page.length - 1].id;
  }
}

import { and, eq, isNull } from "drizzle-orm";
import { customTests } from "@/db/integrations";
import { actorOf, type Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { testCounts } from "./internal/aggregate";
import { checkCustomTest } from "./internal/check-custom-test";
import { evaluateTestNow } from "./internal/evaluate-test-now";
import { customCatalogTest, customTestId } from "./internal/test-catalog";
import { countsByTest, integrationLabels, toTest } from "./internal/test-views";
import type { CreateCustomTestInput, TestResponse } from "./schemas";

/**
 * Adds one of the account's own tests: a CEL expression over one resource type (docs/api.md "Integrations"). It is
 * evaluated at once over the current resources of that type, then at every sync and push.
 */
export async function createCustomTest(ctx: Ctx, input: CreateCustomTestInput): Promise<TestResponse> {
  const { accountId } = requireRole(ctx, "member");
  await checkCustomTest(ctx.db, accountId, input);
  const now = ctx.now();
  const actor = actorOf(ctx.caller);
  const row = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: customTests.id })
      .from(customTests)
      .where(and(eq(customTests.accountId, accountId), eq(customTests.key, input.key), isNull(customTests.deletedAt)))
      .limit(1);
    if (taken) throw new ServiceError("conflict", `A custom test ${customTestId(input.key)} exists already; choose another key.`);
    const [created] = await tx
      .insert(customTests)
      .values({
        accountId,
        key: input.key,
        resourceType: input.resourceType,
        title: input.title,
        description: input.description ?? "",
        rationale: input.rationale ?? "",
        expression: input.expression,
        appliesWhen: input.appliesWhen ?? null,
        severity: input.severity,
        remediation: input.remediation ?? "",
        controls: input.controls,
        createdByType: actor.type,
        createdById: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "test.created",
      targetType: "test",
      targetId: customTestId(created.key),
      details: { resourceType: created.resourceType, expression: created.expression, severity: created.severity, controls: created.controls },
    });
    return created;
  });
  const test = customCatalogTest(row);
  await evaluateTestNow(ctx.db, accountId, test, now);
  const [counts, labels] = await Promise.all([testCounts(ctx.db, accountId, { testIds: [test.id] }, now), integrationLabels(ctx.db, accountId)]);
  return toTest(test, countsByTest(counts), labels, now);
}

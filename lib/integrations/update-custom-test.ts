import { and, eq, isNull } from "drizzle-orm";
import { customTests } from "@/db/integrations";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { testCounts } from "./internal/aggregate";
import { checkCustomTest } from "./internal/check-custom-test";
import { evaluateTestNow } from "./internal/evaluate-test-now";
import { CUSTOM_PREFIX, customCatalogTest } from "./internal/test-catalog";
import { countsByTest, integrationLabels, toTest } from "./internal/test-views";
import type { TestResponse, UpdateCustomTestInput } from "./schemas";

/** Edits a custom test; a new expression is evaluated at once over the current resources. Built-in tests cannot be edited (409). */
export async function updateCustomTest(ctx: Ctx, id: string, input: UpdateCustomTestInput): Promise<TestResponse> {
  const { accountId } = requireRole(ctx, "member");
  if (!id.startsWith(CUSTOM_PREFIX))
    throw new ServiceError("conflict", "Built-in tests cannot be edited; write a custom test, or exclude resources from this one.");
  await checkCustomTest(ctx.db, accountId, input);
  const now = ctx.now();
  const key = id.slice(CUSTOM_PREFIX.length);
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(customTests)
      .where(and(eq(customTests.accountId, accountId), eq(customTests.key, key), isNull(customTests.deletedAt)))
      .for("update")
      .limit(1);
    if (!before) throw ServiceError.notFound("test");
    const set: Partial<typeof customTests.$inferInsert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description;
    if (input.rationale !== undefined) set.rationale = input.rationale;
    if (input.expression !== undefined) set.expression = input.expression;
    if (input.appliesWhen !== undefined) set.appliesWhen = input.appliesWhen;
    if (input.severity !== undefined) set.severity = input.severity;
    if (input.remediation !== undefined) set.remediation = input.remediation;
    if (input.controls !== undefined) set.controls = input.controls;
    const changed = Object.keys(set).filter((k) => JSON.stringify(set[k as keyof typeof set]) !== JSON.stringify(before[k as keyof typeof before]));
    if (changed.length === 0) return before;
    const [after] = await tx
      .update(customTests)
      .set({ ...set, updatedAt: now })
      .where(eq(customTests.id, before.id))
      .returning();
    await recordEvent(tx, ctx, { accountId, action: "test.updated", targetType: "test", targetId: id, details: { changed, expression: after.expression } });
    return after;
  });
  const test = customCatalogTest(row);
  await evaluateTestNow(ctx.db, accountId, test, now);
  const [counts, labels] = await Promise.all([testCounts(ctx.db, accountId, { testIds: [test.id] }, now), integrationLabels(ctx.db, accountId)]);
  return toTest(test, countsByTest(counts), labels, now);
}

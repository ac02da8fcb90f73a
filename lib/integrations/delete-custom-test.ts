import { and, eq, isNull } from "drizzle-orm";
import { customTests, testResults } from "@/db/integrations";
import { resolveAlerts } from "@/lib/alerts";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { CUSTOM_PREFIX } from "./internal/test-catalog";

/** Removes a custom test: its current results go (their history stays) and its open alerts resolve. */
export async function deleteCustomTest(ctx: Ctx, id: string): Promise<{ id: string; deleted: true }> {
  const { accountId } = requireRole(ctx, "member");
  if (!id.startsWith(CUSTOM_PREFIX)) throw new ServiceError("conflict", "Built-in tests cannot be deleted; exclude resources from this one instead.");
  const key = id.slice(CUSTOM_PREFIX.length);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(customTests)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(customTests.accountId, accountId), eq(customTests.key, key), isNull(customTests.deletedAt)))
      .returning();
    if (!row) throw ServiceError.notFound("test");
    await tx.delete(testResults).where(and(eq(testResults.accountId, accountId), eq(testResults.testId, id)));
    await resolveAlerts(tx, ctx, { accountId, testId: id, reason: "test_deleted" });
    await recordEvent(tx, ctx, {
      accountId,
      action: "test.deleted",
      targetType: "test",
      targetId: id,
      details: { title: row.title, resourceType: row.resourceType },
    });
  });
  return { id, deleted: true };
}

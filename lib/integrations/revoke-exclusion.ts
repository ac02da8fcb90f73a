import { and, eq } from "drizzle-orm";
import { integrationResources, testExclusions } from "@/db/integrations";
import { actorOf, type Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { toExclusion } from "./internal/serialize-exclusion";
import type { ExclusionResponse } from "./schemas";

/** Ends an exclusion now; the row stays as the record of who excluded what, and until when. */
export async function revokeExclusion(ctx: Ctx, testId: string, exclusionId: string): Promise<ExclusionResponse> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ exclusion: testExclusions, resourceName: integrationResources.name })
      .from(testExclusions)
      .innerJoin(integrationResources, eq(integrationResources.id, testExclusions.resourceId))
      .where(and(eq(testExclusions.id, exclusionId), eq(testExclusions.accountId, accountId), eq(testExclusions.testId, testId)))
      .for("update", { of: testExclusions })
      .limit(1);
    if (!found) throw ServiceError.notFound("exclusion");
    if (found.exclusion.revokedAt) return toExclusion(found.exclusion, found.resourceName, now);
    const [row] = await tx
      .update(testExclusions)
      .set({ revokedAt: now, revokedBy: actorOf(ctx.caller).id ?? actorOf(ctx.caller).type })
      .where(eq(testExclusions.id, exclusionId))
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "test.exclusion_revoked",
      targetType: "test",
      targetId: testId,
      details: { exclusionId, resourceId: row.resourceId },
    });
    return toExclusion(row, found.resourceName, now);
  });
}

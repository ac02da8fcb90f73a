import { and, eq, isNull, lte } from "drizzle-orm";
import { integrationResources, integrations, testExclusions } from "@/db/integrations";
import { actorOf, type Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { toExclusion } from "./internal/serialize-exclusion";
import { findTest } from "./internal/find-test";
import type { CreateExclusionInput, ExclusionResponse } from "./schemas";

/** An exclusion is a decision to revisit: it lapses within a year at most. */
const MAX_EXCLUSION_DAYS = 366;

/**
 * Excludes one resource from one test, with a reason and an expiry (docs/api.md "Integrations"): while in force the
 * resource counts as excluded, not failing, in the test's state, its alerts and readiness. One standing exclusion
 * per test and resource: a lapsed one is closed first; an active one answers 409.
 */
export async function createExclusion(ctx: Ctx, testId: string, input: CreateExclusionInput): Promise<ExclusionResponse> {
  const { accountId } = requireRole(ctx, "member");
  const test = await findTest(ctx.db, accountId, testId);
  const now = ctx.now();
  if (input.expiresAt <= now) throw ServiceError.validation([{ path: "expiresAt", message: "Must be in the future" }]);
  if (input.expiresAt.getTime() > now.getTime() + MAX_EXCLUSION_DAYS * 86_400_000)
    throw ServiceError.validation([{ path: "expiresAt", message: "Must be within a year; renew the exclusion when it lapses" }]);
  const actor = actorOf(ctx.caller);
  return ctx.db.transaction(async (tx) => {
    const [resource] = await tx
      .select({ id: integrationResources.id, name: integrationResources.name, type: integrationResources.type })
      .from(integrationResources)
      .innerJoin(integrations, and(eq(integrations.id, integrationResources.integrationId), isNull(integrations.deletedAt)))
      .where(and(eq(integrationResources.id, input.resourceId), eq(integrationResources.accountId, accountId)))
      .limit(1);
    if (!resource) throw ServiceError.notFound("resource");
    if (resource.type !== test.resourceType)
      throw ServiceError.validation([{ path: "resourceId", message: `This test checks ${test.resourceType} resources; this one is a ${resource.type}` }]);
    await tx
      .update(testExclusions)
      .set({ revokedAt: now, revokedBy: "expired" })
      .where(
        and(
          eq(testExclusions.testId, test.id),
          eq(testExclusions.resourceId, resource.id),
          isNull(testExclusions.revokedAt),
          lte(testExclusions.expiresAt, now),
        ),
      );
    const [standing] = await tx
      .select({ id: testExclusions.id })
      .from(testExclusions)
      .where(and(eq(testExclusions.testId, test.id), eq(testExclusions.resourceId, resource.id), isNull(testExclusions.revokedAt)))
      .limit(1);
    if (standing)
      throw new ServiceError("conflict", "This resource is already excluded from this test; revoke that exclusion first.", { exclusionId: standing.id });
    const [row] = await tx
      .insert(testExclusions)
      .values({
        accountId,
        testId: test.id,
        resourceId: resource.id,
        reason: input.reason,
        expiresAt: input.expiresAt,
        createdByType: actor.type,
        createdById: actor.id,
        createdAt: now,
      })
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "test.exclusion_created",
      targetType: "test",
      targetId: test.id,
      details: { exclusionId: row.id, resourceId: resource.id, resource: resource.name, reason: row.reason, expiresAt: row.expiresAt.toISOString() },
    });
    return toExclusion(row, resource.name, now);
  });
}

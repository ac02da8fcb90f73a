import type { testExclusions } from "@/db/integrations";
import type { ExclusionResponse } from "../schemas";

export function toExclusion(row: typeof testExclusions.$inferSelect, resourceName: string, now: Date): ExclusionResponse {
  return {
    id: row.id,
    testId: row.testId,
    resourceId: row.resourceId,
    resourceName,
    reason: row.reason,
    expiresAt: row.expiresAt.toISOString(),
    active: row.revokedAt === null && row.expiresAt > now,
    createdBy: row.createdById,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

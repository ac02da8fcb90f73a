import { and, gt, inArray, isNull } from "drizzle-orm";
import { testExclusions } from "@/db/integrations";
import type { DbOrTx } from "@/lib/db/client";

export type ActiveExclusion = { id: string; testId: string; resourceId: string; reason: string; expiresAt: Date };

/** The exclusions in force now for these resources, keyed `${resourceId} ${testId}`. */
export async function activeExclusions(db: DbOrTx, resourceIds: string[], now: Date): Promise<Map<string, ActiveExclusion>> {
  if (resourceIds.length === 0) return new Map();
  const x = testExclusions;
  const rows = await db
    .select({ id: x.id, testId: x.testId, resourceId: x.resourceId, reason: x.reason, expiresAt: x.expiresAt })
    .from(x)
    .where(and(inArray(x.resourceId, resourceIds), isNull(x.revokedAt), gt(x.expiresAt, now)));
  return new Map(rows.map((r) => [`${r.resourceId} ${r.testId}`, r]));
}

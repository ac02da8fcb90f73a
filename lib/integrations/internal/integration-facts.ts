import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { integrationResources, integrationSyncs } from "@/db/integrations";
import type { DbOrTx } from "@/lib/db/client";
import { testCounts } from "./aggregate";
import type { IntegrationFacts } from "./serialize";
import type { IntegrationRow } from "./find-integration";

/** What a list of integrations shows besides their rows: last sync, current resources, failing tests (three queries). */
export async function integrationFacts(db: DbOrTx, accountId: string, rows: IntegrationRow[], now: Date): Promise<Map<string, IntegrationFacts>> {
  const ids = rows.map((r) => r.id);
  const out = new Map<string, IntegrationFacts>(ids.map((id) => [id, { lastSync: null, resourceCount: 0, failingTests: 0 }]));
  if (ids.length === 0) return out;
  const syncIds = rows.map((r) => r.lastSyncId).filter((id): id is string => id !== null);
  const [syncs, counts, tests] = await Promise.all([
    syncIds.length === 0 ? [] : db.select().from(integrationSyncs).where(inArray(integrationSyncs.id, syncIds)),
    db
      .select({ integrationId: integrationResources.integrationId, n: sql<number>`count(*)::int` })
      .from(integrationResources)
      .where(and(eq(integrationResources.accountId, accountId), inArray(integrationResources.integrationId, ids), isNull(integrationResources.goneAt)))
      .groupBy(integrationResources.integrationId),
    ids.length === 1 ? testCounts(db, accountId, { integrationId: ids[0] }, now) : testCounts(db, accountId, {}, now),
  ]);
  for (const s of syncs) out.get(s.integrationId)!.lastSync = s;
  for (const c of counts) out.get(c.integrationId)!.resourceCount = Number(c.n);
  for (const t of tests) if (t.failing > 0 && out.has(t.integrationId)) out.get(t.integrationId)!.failingTests++;
  return out;
}

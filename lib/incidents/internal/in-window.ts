import { and, asc, eq, gte, lt } from "drizzle-orm";
import { incidents } from "@/db/incidents";
import type { DbOrTx } from "@/lib/db/client";
import { oldestFirstAfter, toPage, type Page, type PageRequest } from "@/lib/pagination";
import type { IncidentJson } from "../schemas";
import { incidentViews } from "./views";

/**
 * The incidents detected inside a window (an audit's period), oldest first, as the register shows them: what an
 * auditor reads to test incident handling. The caller has decided who may see them.
 */
export async function incidentsDetectedIn(
  db: DbOrTx,
  accountId: string,
  window: { from: Date; toExclusive: Date },
  page: PageRequest,
  now: Date,
): Promise<Page<IncidentJson>> {
  const t = incidents;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(eq(t.accountId, accountId), gte(t.detectedAt, window.from), lt(t.detectedAt, window.toExclusive), oldestFirstAfter(t.detectedAt, t.id, page.cursor)),
    )
    .orderBy(asc(t.detectedAt), asc(t.id))
    .limit(page.limit + 1);
  const paged = toPage(rows, page.limit, (row) => [row.detectedAt.toISOString(), row.id]);
  return { items: await incidentViews(db, accountId, paged.items, now), pagination: paged.pagination };
}

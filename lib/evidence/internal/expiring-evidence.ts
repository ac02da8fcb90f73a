import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { evidenceItems } from "@/db/evidence";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";

/** The account's evidence (not deleted) whose `expiresAt` falls in (from, to], soonest first: at most `limit` items and the total. */
export async function expiringEvidence(db: DbOrTx, accountId: string, from: Date, to: Date, limit: number) {
  const rows = await prepared(db, "expiring_evidence", () => expiringQuery(db)).execute({ accountId, from: from.toISOString(), to: to.toISOString(), limit });
  return { total: rows[0]?.total ?? 0, items: rows.map((r) => ({ id: r.id, title: r.title, expiresAt: r.expiresAt! })) };
}

function expiringQuery(db: DbOrTx) {
  const e = evidenceItems;
  return db
    .select({ id: e.id, title: e.title, expiresAt: e.expiresAt, total: sql<number>`cast(count(*) over () as int)` })
    .from(e)
    .where(
      and(
        eq(e.accountId, sql.placeholder("accountId")),
        isNull(e.deletedAt),
        gt(e.expiresAt, sql.placeholder("from")),
        lte(e.expiresAt, sql.placeholder("to")),
      ),
    )
    .orderBy(asc(e.expiresAt), asc(e.id))
    .limit(sql.placeholder("limit"))
    .prepare("expiring_evidence");
}

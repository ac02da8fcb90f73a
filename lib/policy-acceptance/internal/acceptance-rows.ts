import { and, desc, eq, type SQL } from "drizzle-orm";
import { policyAcceptances } from "@/db/policy-acceptance";
import type { DbOrTx } from "@/lib/db/client";
import { newestFirstAfter } from "@/lib/pagination";
import type { ExportAcceptancesQuery } from "../schemas";

/** The account's acceptances, newest first, filtered by document and person; `limit` rows after `cursor`. */
export function acceptanceRows(db: DbOrTx, accountId: string, query: ExportAcceptancesQuery & { cursor?: string }, limit: number) {
  const a = policyAcceptances;
  const where: (SQL | undefined)[] = [
    eq(a.accountId, accountId),
    query.documentId ? eq(a.documentId, query.documentId) : undefined,
    query.personId ? eq(a.personId, query.personId) : undefined,
    newestFirstAfter(a.acceptedAt, a.id, query.cursor),
  ];
  return db
    .select()
    .from(a)
    .where(and(...where))
    .orderBy(desc(a.acceptedAt), desc(a.id))
    .limit(limit);
}

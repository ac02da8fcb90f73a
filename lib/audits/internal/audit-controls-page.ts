import { and, asc, eq } from "drizzle-orm";
import { auditControls } from "@/db/audits";
import { type AuditControlStatus } from "@/lib/vocabulary";
import type { DbOrTx } from "@/lib/db/client";
import { ascendingAfter, type PageRequest } from "@/lib/pagination";

/** One page (plus one row, for `has_more`) of an audit's control snapshot in framework order. */
export function auditControlsPage(db: DbOrTx, auditId: string, status: AuditControlStatus | undefined, page: PageRequest) {
  return db
    .select()
    .from(auditControls)
    .where(
      and(
        eq(auditControls.auditId, auditId),
        status ? eq(auditControls.status, status) : undefined,
        ascendingAfter(auditControls.sortOrder, auditControls.id, page.cursor),
      ),
    )
    .orderBy(asc(auditControls.sortOrder), asc(auditControls.id))
    .limit(page.limit + 1);
}

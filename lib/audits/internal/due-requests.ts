import { and, type AnyColumn, eq, gt, isNotNull, lte, ne, not, type SQL } from "drizzle-orm";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";

export interface DueEvidenceRequest {
  id: string;
  auditId: string;
  accountId: string;
  controlId: string;
  description: string;
  dueAt: Date;
  assigneeUserId: string | null;
}

export interface DueRequestsQuery {
  /** Due strictly after this moment (omit for every request already due by `by`). */
  after?: Date;
  by: Date;
  /** Only requests someone is assigned to. */
  assignedOnly?: boolean;
  /** A condition on the request's id that leaves a request out, e.g. "already reminded" from the caller's own tables. */
  unless: (requestId: AnyColumn) => SQL;
  limit: number;
}

/**
 * Open evidence requests of audits that are not complete, of every account, due in (after, by]: for the reminders flow
 * (lib/flows/queue-reminders.ts). `unless` stays in the one query, so a batch is never filled with requests already handled.
 */
export async function dueEvidenceRequests(db: DbOrTx, query: DueRequestsQuery): Promise<DueEvidenceRequest[]> {
  const r = auditEvidenceRequests;
  const rows = await db
    .select({
      id: r.id,
      auditId: r.auditId,
      accountId: audits.accountId,
      controlId: r.controlId,
      description: r.description,
      dueAt: r.dueAt,
      assigneeUserId: r.assigneeUserId,
    })
    .from(r)
    .innerJoin(audits, eq(audits.id, r.auditId))
    .where(
      and(
        eq(r.status, "open"),
        isNotNull(r.dueAt),
        ne(audits.status, "complete"),
        query.assignedOnly ? isNotNull(r.assigneeUserId) : undefined,
        query.after ? gt(r.dueAt, query.after) : undefined,
        lte(r.dueAt, query.by),
        not(query.unless(r.id)),
      ),
    )
    .limit(query.limit);
  return rows.map((row) => ({ ...row, dueAt: row.dueAt! }));
}

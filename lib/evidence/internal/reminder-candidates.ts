import { and, type AnyColumn, eq, gt, isNull, lte, not, type SQL } from "drizzle-orm";
import { evidenceControls, evidenceItems } from "@/db/evidence";
import type { DbOrTx } from "@/lib/db/client";

export interface ExpiringItemsQuery {
  after: Date;
  by: Date;
  /** A condition on the item's id and expiry that leaves an item out, e.g. "already reminded of this expiry". */
  unless: (item: { id: AnyColumn; expiresAt: AnyColumn }) => SQL;
  limit: number;
}

/**
 * Evidence items (not deleted) of every account whose `expiresAt` falls in (after, by]: for the reminders flow
 * (lib/flows/queue-reminders.ts). `unless` stays in the one query, so a batch is never filled with items already handled.
 */
export async function evidenceExpiringBetween(
  db: DbOrTx,
  query: ExpiringItemsQuery,
): Promise<{ id: string; accountId: string; title: string; expiresAt: Date }[]> {
  const e = evidenceItems;
  const rows = await db
    .select({ id: e.id, accountId: e.accountId, title: e.title, expiresAt: e.expiresAt })
    .from(e)
    .where(and(isNull(e.deletedAt), gt(e.expiresAt, query.after), lte(e.expiresAt, query.by), not(query.unless({ id: e.id, expiresAt: e.expiresAt }))))
    .limit(query.limit);
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt! }));
}

/** The controls an evidence item supports (frameworkId: a built-in framework's id or a custom framework's). */
export async function controlsOfEvidence(db: DbOrTx, evidenceId: string): Promise<{ frameworkId: string; controlId: string }[]> {
  return db
    .select({ frameworkId: evidenceControls.frameworkId, controlId: evidenceControls.controlId })
    .from(evidenceControls)
    .where(eq(evidenceControls.evidenceId, evidenceId));
}

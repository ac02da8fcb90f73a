import { and, asc, eq, sql } from "drizzle-orm";
import { incidentActions, incidents } from "@/db/incidents";
import type { DbOrTx } from "@/lib/db/client";
import { incidentReference } from "./views";

/** The open review actions a member owns, nearest due first (none last): their part of "My work". */
export async function incidentActionsOwnedBy(db: DbOrTx, accountId: string, userId: string, limit: number) {
  const rows = await db
    .select({ action: incidentActions, number: incidents.number, incidentTitle: incidents.title })
    .from(incidentActions)
    .innerJoin(incidents, eq(incidents.id, incidentActions.incidentId))
    .where(and(eq(incidentActions.accountId, accountId), eq(incidentActions.ownerUserId, userId), eq(incidentActions.status, "open")))
    .orderBy(sql`${incidentActions.dueOn} asc nulls last`, asc(incidentActions.createdAt))
    .limit(limit);
  return rows.map(({ action, number, incidentTitle }) => ({
    id: action.id,
    incidentId: action.incidentId,
    title: action.title,
    incident: `${incidentReference(number)} · ${incidentTitle}`,
    // Due at the end of its day (UTC): a task due today is not overdue until the day is over.
    dueAt: action.dueOn ? new Date(`${action.dueOn}T23:59:59.999Z`) : null,
  }));
}

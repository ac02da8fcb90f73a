import { and, eq } from "drizzle-orm";
import { auditInvitations } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import type { Recipient } from "@/lib/notifications";

/**
 * The auditors of an audit: every accepted (not replaced) invitation, so each auditor's portal and inbox hear of it.
 * Only the audits domain names auditor recipients, and only for an audit it has already scoped to the account.
 */
export async function auditorsOf(db: DbOrTx, auditId: string): Promise<Recipient[]> {
  const rows = await db
    .select({ id: auditInvitations.id })
    .from(auditInvitations)
    .where(and(eq(auditInvitations.auditId, auditId), eq(auditInvitations.status, "accepted")));
  return rows.map((row) => ({ auditorInvitationId: row.id }));
}

import { and, eq, inArray } from "drizzle-orm";
import { auditInvitations, audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";

/** The name and e-mail behind each of these auditor invitations of the account's audits (others are left out). */
export async function auditorNames(db: DbOrTx, accountId: string, invitationIds: string[]): Promise<{ id: string; name: string; email: string }[]> {
  if (invitationIds.length === 0) return [];
  return db
    .select({ id: auditInvitations.id, name: auditInvitations.name, email: auditInvitations.email })
    .from(auditInvitations)
    .innerJoin(audits, eq(audits.id, auditInvitations.auditId))
    .where(and(eq(audits.accountId, accountId), inArray(auditInvitations.id, invitationIds)));
}

/** The e-mail address behind each of these auditor invitations, whatever their state: where the auditor's notices go. */
export async function auditorEmails(db: DbOrTx, invitationIds: string[]): Promise<Map<string, string>> {
  if (invitationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: auditInvitations.id, email: auditInvitations.email })
    .from(auditInvitations)
    .where(inArray(auditInvitations.id, invitationIds));
  return new Map(rows.map((row) => [row.id, row.email]));
}

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

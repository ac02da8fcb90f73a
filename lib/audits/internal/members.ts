import { and, desc, eq } from "drizzle-orm";
import { auditInvitations } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";

/** The invitation the audit's auditor works under now (the latest accepted one), or null before anyone accepted. */
export async function currentAuditorInvitation(db: DbOrTx, auditId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: auditInvitations.id })
    .from(auditInvitations)
    .where(and(eq(auditInvitations.auditId, auditId), eq(auditInvitations.status, "accepted")))
    .orderBy(desc(auditInvitations.acceptedAt))
    .limit(1);
  return row?.id ?? null;
}

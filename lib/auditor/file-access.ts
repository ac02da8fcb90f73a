import { and, eq, inArray } from "drizzle-orm";
import { auditControls, auditInvitations, audits } from "@/db/audits";
import type { Caller } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { controlsReferringToFile } from "@/lib/evidence/audit-evidence";

type AuditorCaller = Extract<Caller, { kind: "auditor" }>;

/**
 * Whether an auditor may download an uploaded evidence file (CONTRACT §3): the auditor's
 * invitation is still accepted, and evidence of the audited account made from that file refers
 * to a control of the auditor's audit.
 */
export async function auditorCanReadFile(db: DbOrTx, auditor: AuditorCaller, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ frameworkId: audits.frameworkId, status: auditInvitations.status })
    .from(auditInvitations)
    .innerJoin(audits, eq(audits.id, auditInvitations.auditId))
    .where(
      and(
        eq(auditInvitations.id, auditor.invitationId),
        eq(auditInvitations.auditId, auditor.auditId),
        eq(audits.accountId, auditor.accountId),
      ),
    )
    .limit(1);
  if (!row || row.status !== "accepted") return false;
  const labels = await controlsReferringToFile(db, auditor.accountId, fileId, row.frameworkId);
  if (labels.length === 0) return false;
  const [hit] = await db
    .select({ id: auditControls.id })
    .from(auditControls)
    .where(and(eq(auditControls.auditId, auditor.auditId), inArray(auditControls.controlId, labels)))
    .limit(1);
  return !!hit;
}

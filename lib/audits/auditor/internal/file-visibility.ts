import { and, eq, inArray } from "drizzle-orm";
import { auditEvidenceSubmissions, auditRequestComments } from "@/db/audit-evidence-requests";
import { auditControls, auditInvitations, type audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import { auditorUploader, controlsReferringToFile, fileUploadedByAny } from "@/lib/evidence";
import { isUuid } from "@/lib/uuid";
import { auditEvidenceScope } from "../../internal/control-backing";

type AuditRow = typeof audits.$inferSelect;

/**
 * Whether the audit's auditor may see an uploaded file: one the audit holds itself (a frozen submission or a file
 * attached to a comment on one of its requests: kept even when the library item moved on to a newer file), one its
 * auditor uploaded (under any invitation of this audit: never another audit's, even of the same account), or one
 * that backs evidence the audit sees (the evidence domain's rule) on a control of the audit.
 */
export async function auditSeesFile(db: DbOrTx, audit: AuditRow, fileId: string): Promise<boolean> {
  if (!isUuid(fileId)) return false;
  const [held] = await db
    .select({ id: auditEvidenceSubmissions.id })
    .from(auditEvidenceSubmissions)
    .where(and(eq(auditEvidenceSubmissions.auditId, audit.id), eq(auditEvidenceSubmissions.fileId, fileId)))
    .union(
      db
        .select({ id: auditRequestComments.id })
        .from(auditRequestComments)
        .where(and(eq(auditRequestComments.auditId, audit.id), eq(auditRequestComments.fileId, fileId))),
    )
    .limit(1);
  if (held) return true;
  const invitations = await db.select({ id: auditInvitations.id }).from(auditInvitations).where(eq(auditInvitations.auditId, audit.id));
  if (
    await fileUploadedByAny(
      db,
      audit.accountId,
      fileId,
      invitations.map((i) => auditorUploader(i.id)),
    )
  )
    return true;
  const labels = await controlsReferringToFile(db, await auditEvidenceScope(db, audit), fileId);
  if (labels.length === 0) return false;
  const [hit] = await db
    .select({ id: auditControls.id })
    .from(auditControls)
    .where(and(eq(auditControls.auditId, audit.id), inArray(auditControls.controlId, labels)))
    .limit(1);
  return !!hit;
}

import { and, eq, inArray } from "drizzle-orm";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { auditFindings, audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import { OPEN_AUDIT_STATUSES } from "@/lib/vocabulary";
import { AWAITING_CUSTOMER } from "./request-status";

/** What one member is answerable for in the account's audits: open requests assigned to them and unresolved findings they own. */
export interface AssignedAuditWork {
  evidenceRequests: { id: string; auditId: string; auditTitle: string; controlId: string; description: string; dueAt: Date | null; createdAt: Date }[];
  findings: { id: string; auditId: string; auditTitle: string; controlId: string; title: string; severity: string; dueAt: Date | null; createdAt: Date }[];
}

/** Bounded by `limit` per kind; completed audits are left out (nothing can change there any more). */
export async function assignedAuditWork(db: DbOrTx, accountId: string, userId: string, limit: number): Promise<AssignedAuditWork> {
  const r = auditEvidenceRequests;
  const f = auditFindings;
  const [evidenceRequests, findings] = await Promise.all([
    db
      .select({
        id: r.id,
        auditId: r.auditId,
        auditTitle: audits.title,
        controlId: r.controlId,
        description: r.description,
        dueAt: r.dueAt,
        createdAt: r.createdAt,
      })
      .from(r)
      .innerJoin(audits, eq(audits.id, r.auditId))
      .where(
        and(
          eq(audits.accountId, accountId),
          eq(r.assigneeUserId, userId),
          inArray(r.status, AWAITING_CUSTOMER),
          inArray(audits.status, [...OPEN_AUDIT_STATUSES]),
        ),
      )
      .limit(limit),
    db
      .select({
        id: f.id,
        auditId: f.auditId,
        auditTitle: audits.title,
        controlId: f.controlId,
        title: f.title,
        severity: f.severity,
        dueAt: f.dueAt,
        createdAt: f.createdAt,
      })
      .from(f)
      .innerJoin(audits, eq(audits.id, f.auditId))
      .where(
        and(
          eq(audits.accountId, accountId),
          eq(f.ownerUserId, userId),
          inArray(f.status, ["open", "in_progress"]),
          inArray(audits.status, [...OPEN_AUDIT_STATUSES]),
        ),
      )
      .limit(limit),
  ]);
  return { evidenceRequests, findings };
}

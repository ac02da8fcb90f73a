import { randomUUID } from "node:crypto";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { type EvidenceRequestPriority } from "@/lib/vocabulary";
import type { audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import { notify, personOrAdmins } from "@/lib/notifications";

type AuditRow = typeof audits.$inferSelect;
export type EvidenceRequestRow = typeof auditEvidenceRequests.$inferSelect;

export interface NewEvidenceRequest {
  controlId: string;
  description: string;
  priority: EvidenceRequestPriority;
  assigneeUserId: string | null;
  dueAt: Date | null;
}

/**
 * Opens evidence requests and tells each assignee (or, unassigned, the admins): the auditor's single request and a
 * sample's one per drawn item. The activity entry stays the caller's, since a draw is one change however many
 * requests it opens. Answers the rows in the order given.
 */
export async function openEvidenceRequests(
  tx: DbOrTx,
  audit: AuditRow,
  requestedBy: string,
  requests: NewEvidenceRequest[],
  now: Date,
): Promise<EvidenceRequestRow[]> {
  if (requests.length === 0) return [];
  // Ids made here: each item links to its own request without relying on the order RETURNING happens to give.
  const values = requests.map((r) => ({
    id: randomUUID(),
    auditId: audit.id,
    controlId: r.controlId,
    description: r.description,
    priority: r.priority,
    status: "open" as const,
    requestedBy,
    assigneeUserId: r.assigneeUserId,
    dueAt: r.dueAt,
    createdAt: now,
  }));
  const rows = await tx.insert(auditEvidenceRequests).values(values).returning();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = values.map((v) => byId.get(v.id)!);
  const admins = ordered.some((r) => !r.assigneeUserId) ? await personOrAdmins(tx, audit.accountId, null) : [];
  for (const request of ordered) {
    await notify(tx, {
      accountId: audit.accountId,
      recipients: request.assigneeUserId ? [{ userId: request.assigneeUserId }] : admins,
      kind: "evidence_request.assigned",
      title: `Evidence requested for ${request.controlId}: ${audit.title}`,
      body: request.description,
      link: `/audits/${audit.id}`,
      subjectType: "evidence_request",
      subjectId: request.id,
    });
  }
  return ordered;
}

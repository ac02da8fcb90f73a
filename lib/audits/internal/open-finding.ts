import { eq } from "drizzle-orm";
import { auditFindings, type audits } from "@/db/audits";
import { type FindingSeverity } from "@/lib/vocabulary";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { notify, personOrAdmins } from "@/lib/notifications";
import { recordActivity, type ActivityActor } from "./activity";

type AuditRow = typeof audits.$inferSelect;
export type FindingRow = typeof auditFindings.$inferSelect;

export interface NewFinding {
  controlId: string;
  severity: FindingSeverity;
  title: string;
  description: string;
  remediation?: string | null;
}

/**
 * Opens a finding: the row, its `finding_created` entry and the notice to its owner (none yet, so the admins).
 * The auditor's finding and a sample's first exception both go through here, so they read and notify alike.
 */
export async function openFinding(tx: DbOrTx, ctx: Ctx, audit: AuditRow, actor: ActivityActor, input: NewFinding, now: Date): Promise<FindingRow> {
  const [finding] = await tx
    .insert(auditFindings)
    .values({
      auditId: audit.id,
      controlId: input.controlId,
      severity: input.severity,
      title: input.title,
      description: input.description,
      remediation: input.remediation || null,
      status: "open",
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordActivity(tx, ctx, {
    auditId: audit.id,
    accountId: audit.accountId,
    type: "finding_created",
    actor,
    controlId: finding.controlId,
    status: "open",
    details: { finding_id: finding.id, severity: finding.severity, title: finding.title },
    at: now,
  });
  await notify(tx, {
    accountId: audit.accountId,
    recipients: await personOrAdmins(tx, audit.accountId, finding.ownerUserId),
    kind: "finding.recorded",
    title: `Finding on ${finding.controlId}: ${finding.title}`,
    body: `The auditor recorded a ${finding.severity}-severity finding in ${audit.title}.`,
    link: `/audits/${audit.id}`,
    subjectType: "finding",
    subjectId: finding.id,
  });
  return finding;
}

/** A later exception rewrites the sample's finding so it lists every exception; the auditor's status and severity stay. */
export async function rewriteFindingText(tx: DbOrTx, findingId: string, description: string, now: Date): Promise<void> {
  await tx.update(auditFindings).set({ description, updatedAt: now }).where(eq(auditFindings.id, findingId));
}

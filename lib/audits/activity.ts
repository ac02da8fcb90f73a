import { auditActivity } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events/record-event";

export const ACTIVITY_TYPES = [
  "audit_created",
  "audit_updated",
  "status_changed",
  "auditor_invited",
  "auditor_joined",
  "control_reviewed",
  "evidence_requested",
  "evidence_submitted",
  "finding_created",
  "finding_updated",
  "report_generated",
  "audit_completed",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export interface ActivityActor {
  type: "customer" | "auditor";
  id: string;
  name: string;
}

export interface ActivityInput {
  auditId: string;
  type: ActivityType;
  actor: ActivityActor;
  controlId?: string | null;
  status?: string | null;
  details?: Record<string, unknown>;
  at: Date;
  /** The audited account, for the account-wide audit trail (lib/events). */
  accountId: string;
}

/**
 * Writes the one activity entry of a change, and its line in the account's audit trail; always
 * called with the change's transaction so neither exists without the change.
 */
export async function recordActivity(tx: DbOrTx, ctx: Ctx, entry: ActivityInput): Promise<void> {
  await tx.insert(auditActivity).values({
    auditId: entry.auditId,
    type: entry.type,
    actorType: entry.actor.type,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    controlId: entry.controlId ?? null,
    status: entry.status ?? null,
    details: entry.details ?? {},
    at: entry.at,
  });
  await recordEvent(tx, ctx, {
    accountId: entry.accountId,
    action: `audit.${entry.type}`,
    targetType: "audit",
    targetId: entry.auditId,
    details: { ...(entry.controlId ? { control_id: entry.controlId } : {}), ...(entry.status ? { status: entry.status } : {}), ...entry.details },
  });
}

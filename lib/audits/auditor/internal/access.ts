import { and, eq } from "drizzle-orm";
import { auditControls, auditInvitations, audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { requireAuditor, requireTier } from "@/lib/context/guards";
import { assertNotComplete } from "../../internal/access";
import { AUDITS_TIER } from "@/lib/vocabulary";
import type { ActivityActor } from "../../internal/activity";
import { invitationState } from "../../internal/invitations";

type AuditorCaller = Extract<Ctx["caller"], { kind: "auditor" }>;
type AuditRow = typeof audits.$inferSelect;
type InvitationRow = typeof auditInvitations.$inferSelect;

/** Scope, then the tier of the audit's account (docs/api.md §6). */
export async function auditorGate(ctx: Ctx): Promise<AuditorCaller> {
  const caller = requireAuditor(ctx);
  await requireTier(ctx, caller.accountId, AUDITS_TIER);
  return caller;
}

/**
 * The one audit the auditor JWT names, through its invitation. A token whose invitation is no
 * longer `accepted` (`invitationState`: replaced by a newer one) or whose audit is gone is no
 * longer a valid credential: 401. Every auditor route and the evidence file download pass here.
 * With `lock`, the audit row is locked for the change that follows.
 */
export async function auditorAudit(
  ctx: Pick<Ctx, "now">,
  db: DbOrTx,
  caller: AuditorCaller,
  opts: { lock?: boolean } = {},
): Promise<{ audit: AuditRow; invitation: InvitationRow; actor: ActivityActor }> {
  const query = db
    .select({ audit: audits, invitation: auditInvitations })
    .from(auditInvitations)
    .innerJoin(audits, eq(audits.id, auditInvitations.auditId))
    .where(and(eq(auditInvitations.id, caller.invitationId), eq(auditInvitations.auditId, caller.auditId), eq(audits.accountId, caller.accountId)))
    .limit(1);
  const [row] = opts.lock ? await query.for("update", { of: audits }) : await query;
  if (!row || invitationState(row.invitation, ctx.now()) !== "accepted") {
    throw new ServiceError("unauthorized", "This auditor access is no longer valid; open the latest invitation link.");
  }
  return {
    audit: row.audit,
    invitation: row.invitation,
    actor: { type: "auditor", id: row.invitation.id, name: row.invitation.name },
  };
}

/** A control of the audit by its label; unknown labels are 404 on paths, validation errors in bodies. */
export async function findAuditControl(db: DbOrTx, auditId: string, controlId: string, where: "path" | "body") {
  const [control] = await db
    .select()
    .from(auditControls)
    .where(and(eq(auditControls.auditId, auditId), eq(auditControls.controlId, controlId)))
    .limit(1);
  if (control) return control;
  if (where === "path") throw ServiceError.notFound("control");
  throw ServiceError.validation([{ path: "control_id", message: `is not a control of this audit: ${controlId}` }]);
}

/**
 * The auditor changes an audit only while it runs: a completed audit is final (409
 * `audit_complete`) and a draft has not been started by the customer yet, so reviewing it is a
 * wrong-state move (409 `invalid_transition`, docs/api.md §8). Reading stays allowed in both.
 */
export function assertReviewable(audit: AuditRow): void {
  assertNotComplete(audit);
  if (audit.status === "draft") {
    throw new ServiceError("invalid_transition", "The audit is still a draft: the customer starts it before the auditor can review.", {
      from: "draft",
      to: "in_progress",
      allowed: ["in_progress"],
      reason: "the customer moves the audit to in_progress before the auditor records reviews, findings, evidence requests or completion",
    });
  }
}

import type { Ctx } from "@/lib/context";
import { requireAuditor, requireTier } from "@/lib/context/guards";
import { AUDITOR_NOTIFICATIONS_TIER } from "@/lib/vocabulary";

/**
 * Whether the calling auditor's invitation is still the accepted one (a replaced one is no longer a credential: 401).
 * The audits domain owns that rule; the route passes in its `acceptedAuditorInvitation`, so notifications, which
 * audits builds on, never reads the audits' tables.
 */
export type AuditorAdmission = (ctx: Ctx) => Promise<{ invitationId: string; accountId: string }>;

/** The auditor's invitation, as the other auditor routes check it: scope, the audited account's plan, then `admit`. */
export async function auditorInvitationOf(ctx: Ctx, admit: AuditorAdmission): Promise<{ invitationId: string; accountId: string }> {
  const caller = requireAuditor(ctx);
  await requireTier(ctx, caller.accountId, AUDITOR_NOTIFICATIONS_TIER);
  return admit(ctx);
}

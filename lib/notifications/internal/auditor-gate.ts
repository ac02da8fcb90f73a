import { and, eq } from "drizzle-orm";
import { auditInvitations } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { requireAuditor, requireTier } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { AUDITOR_NOTIFICATIONS_TIER } from "@/lib/vocabulary";

/**
 * The auditor's invitation, as the other auditor routes check it (lib/audits/auditor/internal/access.ts): scope, the audited
 * account's plan, and an invitation that is still the accepted one (a replaced one is no longer a credential: 401).
 */
export async function auditorInvitationOf(ctx: Ctx): Promise<{ invitationId: string; accountId: string }> {
  const caller = requireAuditor(ctx);
  await requireTier(ctx, caller.accountId, AUDITOR_NOTIFICATIONS_TIER);
  const [row] = await ctx.db
    .select({ status: auditInvitations.status })
    .from(auditInvitations)
    .where(and(eq(auditInvitations.id, caller.invitationId), eq(auditInvitations.auditId, caller.auditId)))
    .limit(1);
  if (row?.status !== "accepted") throw new ServiceError("unauthorized", "This auditor access is no longer valid; open the latest invitation link.");
  return { invitationId: caller.invitationId, accountId: caller.accountId };
}

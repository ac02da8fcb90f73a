import { and, eq } from "drizzle-orm";
import { auditInvitations } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { requireAuditor } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";

/**
 * The calling auditor's invitation while it is still the accepted one of its audit (a replaced one is no longer a
 * credential: 401). For the auditor's notification routes, which hand it to lib/notifications.
 */
export async function acceptedAuditorInvitation(ctx: Ctx): Promise<{ invitationId: string; accountId: string }> {
  const caller = requireAuditor(ctx);
  const [row] = await ctx.db
    .select({ status: auditInvitations.status })
    .from(auditInvitations)
    .where(and(eq(auditInvitations.id, caller.invitationId), eq(auditInvitations.auditId, caller.auditId)))
    .limit(1);
  if (row?.status !== "accepted") throw new ServiceError("unauthorized", "This auditor access is no longer valid; open the latest invitation link.");
  return { invitationId: caller.invitationId, accountId: caller.accountId };
}

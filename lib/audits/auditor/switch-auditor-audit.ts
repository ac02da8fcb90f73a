import { and, eq, ne, sql } from "drizzle-orm";
import { auditInvitations } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { requireAuditor } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { invitationState } from "../internal/invitations";
import type { Reply } from "@/lib/http/reply";
import type { AcceptedJson } from "../schemas";
import { auditorAudit } from "./internal/access";
import { admitAuditor, lockAdmission } from "./internal/admit";
import { withPortalCookie, type CookieTarget } from "./internal/portal-cookie";

/**
 * Moves the signed-in auditor to another audit their e-mail address is invited to (in any account) and answers
 * that audit's own token: tokens stay one per audit, so nothing read with one reaches another. A pending invitation
 * is accepted on the way (the address was proven by the magic link that signed them in); an expired one is 409
 * (ask the customer for a new invitation); an audit they are not invited to is 404. The new token replaces the portal's
 * cookie.
 */
export async function switchAuditorAudit(ctx: Ctx, auditId: string, request: CookieTarget): Promise<Reply<AcceptedJson>> {
  const caller = requireAuditor(ctx);
  const { invitation: current } = await auditorAudit(ctx, ctx.db, caller);
  const now = ctx.now();
  const accepted = await ctx.db.transaction(async (tx) => {
    const row = await lockAdmission(
      tx,
      and(
        eq(auditInvitations.auditId, auditId),
        sql`lower(${auditInvitations.email}) = ${current.email.toLowerCase()}`,
        ne(auditInvitations.status, "replaced"),
      ),
    );
    if (!row) throw ServiceError.notFound("audit");
    if (invitationState(row.invitation, now) === "expired") {
      throw new ServiceError("conflict", "Your invitation to this audit has expired; ask the audited company for a new one.");
    }
    return admitAuditor(tx, ctx, row, now, () => new ServiceError("conflict", "The invitation changed meanwhile; try again."));
  });
  return withPortalCookie(accepted, request);
}

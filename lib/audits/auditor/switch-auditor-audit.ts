import { and, eq, ne, sql } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import { auditInvitations, audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { requireAuditor } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { invitationState } from "../internal/invitations";
import type { AcceptedJson } from "../response-schemas";
import { auditorAudit } from "./access";
import { admitAuditor } from "./internal/admit";

/**
 * Moves the signed-in auditor to another audit their e-mail address is invited to (in any account) and answers
 * that audit's own token: tokens stay one per audit, so nothing read with one reaches another. A pending invitation
 * is accepted on the way (the address was proven by the magic link that signed them in); an expired one is 409
 * (ask the customer for a new invitation); an audit they are not invited to is 404.
 */
export async function switchAuditorAudit(ctx: Ctx, auditId: string): Promise<AcceptedJson> {
  const caller = requireAuditor(ctx);
  const { invitation: current } = await auditorAudit(ctx, ctx.db, caller);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ invitation: auditInvitations, audit: audits, tier: accounts.tier })
      .from(auditInvitations)
      .innerJoin(audits, eq(audits.id, auditInvitations.auditId))
      .innerJoin(accounts, eq(accounts.id, audits.accountId))
      .where(and(eq(auditInvitations.auditId, auditId), sql`lower(${auditInvitations.email}) = ${current.email.toLowerCase()}`, ne(auditInvitations.status, "replaced")))
      .limit(1)
      .for("update", { of: audits });
    if (!row) throw ServiceError.notFound("audit");
    if (invitationState(row.invitation, now) === "expired") {
      throw new ServiceError("conflict", "Your invitation to this audit has expired; ask the audited company for a new one.");
    }
    return admitAuditor(tx, ctx, row, now, () => new ServiceError("conflict", "The invitation changed meanwhile; try again."));
  });
}

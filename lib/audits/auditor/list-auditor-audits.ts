import { and, desc, eq, ne, sql } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import { auditInvitations, audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { requireAuditor } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { invitationState } from "../internal/invitations";
import type { AuditorAuditListItemJson } from "../schemas";
import { auditorAudit } from "./internal/access";

/**
 * Every audit the signed-in auditor's e-mail address is invited to, in any account, newest invitation first: one
 * identity, one portal. Proving the address for one audit (its magic link) shows the others' names only; entering
 * one goes through `switchAuditorAudit`, which issues that audit's own token. Replaced invitations are left out.
 */
export async function listAuditorAudits(ctx: Ctx, page: PageRequest) {
  const caller = requireAuditor(ctx);
  const { invitation: current } = await auditorAudit(ctx, ctx.db, caller);
  const rows = await ctx.db
    .select({ invitation: auditInvitations, audit: audits, accountName: accounts.name })
    .from(auditInvitations)
    .innerJoin(audits, eq(audits.id, auditInvitations.auditId))
    .innerJoin(accounts, eq(accounts.id, audits.accountId))
    .where(
      and(
        sql`lower(${auditInvitations.email}) = ${current.email.toLowerCase()}`,
        ne(auditInvitations.status, "replaced"),
        newestFirstAfter(auditInvitations.createdAt, auditInvitations.id, page.cursor),
      ),
    )
    .orderBy(desc(auditInvitations.createdAt), desc(auditInvitations.id))
    .limit(page.limit + 1);
  const now = ctx.now();
  return toPage(
    rows,
    page.limit,
    (r) => newestFirstKey(r.invitation),
    (r): AuditorAuditListItemJson => ({
      id: r.audit.id,
      title: r.audit.title,
      framework_name: r.audit.frameworkName,
      type: r.audit.type,
      status: r.audit.status,
      account_name: r.accountName,
      invitation_state: invitationState(r.invitation, now) as AuditorAuditListItemJson["invitation_state"],
      current: r.invitation.id === current.id,
      invited_at: r.invitation.createdAt.toISOString(),
    }),
  );
}

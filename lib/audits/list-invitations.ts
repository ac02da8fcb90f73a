import { and, desc, eq, ne } from "drizzle-orm";
import { auditInvitations } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { emailDeliveryStates } from "@/lib/email";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { readerGate, findCustomerAudit } from "./internal/access";
import { INVITATION_EMAIL } from "./invite-auditor";
import { toInvitationListItem } from "./internal/serialize";

/**
 * The audit's live invitations (pending, expired or accepted; not the replaced ones), newest first,
 * each with the delivery state of its e-mail.
 */
export async function listInvitations(ctx: Ctx, auditId: string, page: PageRequest) {
  const caller = await readerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  const rows = await ctx.db
    .select()
    .from(auditInvitations)
    .where(
      and(
        eq(auditInvitations.auditId, audit.id),
        ne(auditInvitations.status, "replaced"),
        newestFirstAfter(auditInvitations.createdAt, auditInvitations.id, page.cursor),
      ),
    )
    .orderBy(desc(auditInvitations.createdAt), desc(auditInvitations.id))
    .limit(page.limit + 1);
  const deliveries = await emailDeliveryStates(
    ctx.db,
    INVITATION_EMAIL,
    rows.map((r) => r.id),
  );
  const now = ctx.now();
  return toPage(rows, page.limit, newestFirstKey, (i) => toInvitationListItem(i, deliveries.get(i.id), now));
}

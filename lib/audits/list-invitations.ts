import { and, desc, eq, ne } from "drizzle-orm";
import { auditInvitations } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { customerGate, findCustomerAudit } from "./access";

/** The audit's live invitations (pending or accepted), newest first, for the console. */
export async function listInvitations(ctx: Ctx, auditId: string) {
  const caller = await customerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  const rows = await ctx.db
    .select()
    .from(auditInvitations)
    .where(and(eq(auditInvitations.auditId, audit.id), ne(auditInvitations.status, "replaced")))
    .orderBy(desc(auditInvitations.createdAt))
    .limit(100);
  const now = ctx.now();
  return rows.map((i) => ({
    id: i.id,
    email: i.email,
    name: i.name,
    firm: i.firm,
    status: i.status === "pending" && i.expiresAt <= now ? ("expired" as const) : i.status,
    expires_at: i.expiresAt.toISOString(),
    accepted_at: i.acceptedAt?.toISOString() ?? null,
  }));
}

import type { Ctx } from "@/lib/context";
import { findCustomerAudit, readerGate } from "./internal/access";
import { scopeSummary } from "./internal/scope";
import type { AuditScopeJson } from "./schemas";

/** The audit's scope as the customer reads it: counts in and out, and the excluded controls with their reasons. */
export async function getAuditScope(ctx: Ctx, auditId: string): Promise<AuditScopeJson> {
  const caller = await readerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  return scopeSummary(ctx.db, audit.id);
}

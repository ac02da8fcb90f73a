import type { audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { readerGate, findCustomerAudit } from "./access";
import { auditorAudit, auditorGate } from "../auditor/internal/access";

type AuditRow = typeof audits.$inferSelect;

/**
 * An audit that either scope may read: the customer's own account's audit, or the one audit the
 * auditor's invitation names (any other id is 404 for the auditor, as for a foreign tenant).
 */
export async function readableAudit(ctx: Ctx, auditId: string): Promise<AuditRow> {
  if (ctx.caller.kind === "auditor") {
    const caller = await auditorGate(ctx);
    const { audit } = await auditorAudit(ctx, ctx.db, caller);
    if (audit.id !== auditId.toLowerCase()) throw ServiceError.notFound("audit");
    return audit;
  }
  const caller = await readerGate(ctx);
  return findCustomerAudit(ctx.db, caller.accountId, auditId);
}

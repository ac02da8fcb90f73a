import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";
import { readerGate, findCustomerAudit } from "./internal/access";
import { auditProgress, recentActivity } from "./internal/progress";
import type { AuditDetailJson } from "./response-schemas";
import { auditJson } from "./internal/serialize";

/**
 * Audit detail: the record, every progress counter and the latest ten activity entries. The three are read at once;
 * the counts and entries are answered only when the audit is the caller's account's (else 404, and they are dropped).
 */
export async function getAudit(ctx: Ctx, auditId: string): Promise<AuditDetailJson> {
  const caller = await readerGate(ctx);
  if (!isUuid(auditId)) throw ServiceError.notFound("audit");
  const [audit, progress, recent] = await Promise.all([findCustomerAudit(ctx.db, caller.accountId, auditId), auditProgress(ctx.db, auditId), recentActivity(ctx.db, auditId, 10)]);
  return { ...auditJson(audit), progress, recent_activity: recent };
}

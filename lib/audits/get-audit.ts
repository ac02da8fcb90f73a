import type { Ctx } from "@/lib/context";
import { readerGate, findCustomerAudit } from "./internal/access";
import { auditProgress, recentActivity } from "./internal/progress";
import type { AuditDetailJson } from "./response-schemas";
import { auditJson } from "./internal/serialize";

/** Audit detail: the record, every progress counter and the latest ten activity entries. */
export async function getAudit(ctx: Ctx, auditId: string): Promise<AuditDetailJson> {
  const caller = await readerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  const [progress, recent] = await Promise.all([auditProgress(ctx.db, audit.id), recentActivity(ctx.db, audit.id, 10)]);
  return { ...auditJson(audit), progress, recent_activity: recent };
}

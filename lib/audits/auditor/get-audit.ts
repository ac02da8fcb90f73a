import type { Ctx } from "@/lib/context";
import { auditProgress, recentActivity } from "../internal/progress";
import type { AuditorAuditJson } from "../schemas";
import { toAudit } from "../internal/serialize";
import { auditorAudit, auditorGate } from "./internal/access";

/** The auditor's one audit with its progress counters and latest activity. */
export async function getAuditorAudit(ctx: Ctx): Promise<AuditorAuditJson> {
  const caller = await auditorGate(ctx);
  const { audit, invitation } = await auditorAudit(ctx, ctx.db, caller);
  const [progress, recent] = await Promise.all([auditProgress(ctx.db, audit.id), recentActivity(ctx.db, audit.id, 10)]);
  return {
    ...toAudit(audit),
    progress,
    recent_activity: recent,
    auditor: { id: invitation.id, name: invitation.name, email: invitation.email, firm: invitation.firm },
  };
}

import type { Ctx } from "@/lib/context";
import { reportAttachment, reportOfLockedAudit, type ReportFormat } from "../internal/produce-report";
import { auditorAudit, auditorGate } from "./internal/access";

/**
 * The report of the auditor's audit as a file, the same as the organisation downloads (and, like theirs, logged as
 * `report_generated`, naming the auditor). Allowed in every status: a draft's report shows what is planned.
 */
export async function downloadAuditorReport(ctx: Ctx, format: ReportFormat): Promise<Response> {
  const caller = await auditorGate(ctx);
  const built = await ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    return reportOfLockedAudit(tx, ctx, audit, actor);
  });
  return reportAttachment(built, format);
}

import type { Ctx } from "@/lib/context";
import { lockCustomerAudit, readerGate } from "../access";
import { recordActivity } from "./activity";
import { generateAuditReport } from "./report";
import { loadReportInput } from "./report-input";

/**
 * Builds the Markdown report from five reads whatever the audit's size, and logs
 * `report_generated`. Allowed on a completed audit: reading the outcome is not a change to it.
 */
export async function produceReport(ctx: Ctx, auditId: string): Promise<{ report: string; title: string }> {
  const caller = await readerGate(ctx);
  return ctx.db.transaction(async (tx) => {
    // The lock gives the report a consistent view against concurrent auditor changes.
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    const now = ctx.now();
    const input = await loadReportInput(tx, audit, now);
    const report = generateAuditReport(input);
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "report_generated",
      actor,
      status: audit.status,
      details: {
        controls: input.controls.length,
        findings: input.findings.length,
        evidence_requests: input.evidenceRequests.length,
        bytes: Buffer.byteLength(report),
      },
      at: now,
    });
    return { report, title: audit.title };
  });
}

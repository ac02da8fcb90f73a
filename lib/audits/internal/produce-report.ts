import type { audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { markdownToPdf } from "@/lib/documents";
import { attachment, fileSlug } from "@/lib/http/reply";
import { lockCustomerAudit, readerGate } from "./access";
import { recordActivity, type ActivityActor } from "./activity";
import { generateAuditReport } from "./report";
import { loadReportInput } from "./report-input";

export type ReportFormat = "markdown" | "pdf";

/**
 * Builds the Markdown report of the audit, locked in `tx` by the caller, from five reads whatever the audit's size, and
 * logs `report_generated` naming who read it. Allowed on a completed audit: reading the outcome is not a change to it.
 */
export async function reportOfLockedAudit(
  tx: DbOrTx,
  ctx: Ctx,
  audit: typeof audits.$inferSelect,
  actor: ActivityActor,
): Promise<{ report: string; title: string }> {
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
}

/** The organisation's report of one of its audits (`reportOfLockedAudit`). */
export async function produceReport(ctx: Ctx, auditId: string): Promise<{ report: string; title: string }> {
  const caller = await readerGate(ctx);
  return ctx.db.transaction(async (tx) => {
    // The lock gives the report a consistent view against concurrent auditor changes.
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    return reportOfLockedAudit(tx, ctx, audit, actor);
  });
}

/** The report as a file, Markdown or rendered to PDF; called after the transaction that built it has committed. */
export async function reportAttachment({ report, title }: { report: string; title: string }, format: ReportFormat): Promise<Response> {
  const name = `audit-report-${fileSlug(title, "audit")}`;
  if (format === "pdf") {
    const pdf = await markdownToPdf(report, { title: `Audit report: ${title}` });
    return attachment(new Uint8Array(pdf), "application/pdf", `${name}.pdf`);
  }
  return attachment(report, "text/markdown; charset=utf-8", `${name}.md`);
}

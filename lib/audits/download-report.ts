import type { Ctx } from "@/lib/context";
import { produceReport, reportAttachment, type ReportFormat } from "./internal/produce-report";

/**
 * The audit report as a file: the same Markdown as `generateReport` (and the same `report_generated`
 * entry), or that Markdown rendered to PDF, after the transaction has committed.
 */
export async function downloadReport(ctx: Ctx, auditId: string, format: ReportFormat): Promise<Response> {
  return reportAttachment(await produceReport(ctx, auditId), format);
}

import type { Ctx } from "@/lib/context";
import { markdownToPdf } from "@/lib/documents";
import { produceReport } from "./internal/produce-report";
import { attachment, fileSlug } from "@/lib/http/reply";

export type ReportFormat = "markdown" | "pdf";

/**
 * The audit report as a file: the same Markdown as `generateReport` (and the same `report_generated`
 * entry), or that Markdown rendered to PDF, after the transaction has committed.
 */
export async function downloadReport(ctx: Ctx, auditId: string, format: ReportFormat): Promise<Response> {
  const { report, title } = await produceReport(ctx, auditId);
  const name = `audit-report-${fileSlug(title, "audit")}`;
  if (format === "pdf") {
    const pdf = await markdownToPdf(report, { title: `Audit report: ${title}` });
    return attachment(new Uint8Array(pdf), "application/pdf", `${name}.pdf`);
  }
  return attachment(report, "text/markdown; charset=utf-8", `${name}.md`);
}

import type { Ctx } from "@/lib/context";
import { produceReport } from "./internal/produce-report";
import type { ReportJson } from "./schemas";

/** The Markdown audit report (docs/api.md §8), logged as `report_generated`. */
export async function generateReport(ctx: Ctx, auditId: string): Promise<ReportJson> {
  const { report } = await produceReport(ctx, auditId);
  return { report, format: "markdown" };
}

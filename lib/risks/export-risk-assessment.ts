import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { attachment } from "@/lib/http/reply";
import { assessmentCsv, assessmentFileName } from "./internal/assessment-csv";
import { findAssessment } from "./internal/find-assessment";

/** An assessment as CSV (viewers and above): internal/assessment-csv.ts writes it. */
export async function exportRiskAssessment(ctx: Ctx, id: string): Promise<Response> {
  const { accountId } = requireRole(ctx, "viewer");
  const a = await findAssessment(ctx.db, accountId, id);
  return attachment(assessmentCsv(a), "text/csv; charset=utf-8", `${assessmentFileName(a)}.csv`);
}

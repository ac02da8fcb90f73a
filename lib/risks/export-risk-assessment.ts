import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { toCsv } from "@/lib/format/csv";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { attachment, fileSlug } from "@/lib/http/reply";
import { RISK_ASSESSMENT_STATUS_LABELS, RISK_STATUS_LABELS } from "@/lib/vocabulary";
import { controlsCell, SCORE_HEADER, scoreCells } from "./internal/csv-columns";
import { findAssessment } from "./internal/find-assessment";

const HEADER = ["Reference", "Title", "Category", "Status", "Owner", ...SCORE_HEADER, "Open tasks", "Done tasks", "Accepted until", "Controls"] as const;

/**
 * An assessment as CSV (viewers and above): a first row naming it, its day, its status and who signed it off when, then
 * the header and one row per risk of its snapshot.
 */
export async function exportRiskAssessment(ctx: Ctx, id: string): Promise<Response> {
  const { accountId } = requireRole(ctx, "viewer");
  const a = await findAssessment(ctx.db, accountId, id);
  const signed = a.signedAt ? `Signed off by ${a.signedBy?.name ?? "a former member"} on ${formatDateTime(a.signedAt)}` : "Not signed off";
  const rows = a.risks.map((r) => [
    r.reference,
    r.title,
    r.category,
    labelOf(RISK_STATUS_LABELS, r.status),
    r.owner?.name ?? "",
    ...scoreCells(r),
    r.openTasks,
    r.doneTasks,
    r.acceptanceExpiresOn ? formatDate(r.acceptanceExpiresOn) : "",
    controlsCell(r.controls),
  ]);
  const title = [a.title, formatDate(a.assessedOn), labelOf(RISK_ASSESSMENT_STATUS_LABELS, a.status), signed];
  const csv = toCsv(title, [[], [...HEADER], ...rows]);
  return attachment(csv, "text/csv; charset=utf-8", `${fileSlug(a.title, "risk-assessment")}-${a.assessedOn}.csv`);
}

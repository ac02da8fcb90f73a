import { toCsv } from "@/lib/format/csv";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { fileSlug } from "@/lib/http/reply";
import { RISK_ASSESSMENT_STATUS_LABELS, RISK_STATUS_LABELS } from "@/lib/vocabulary";
import type { RiskAssessmentJson } from "../schemas";
import { controlsCell, SCORE_HEADER, scoreCells } from "./csv-columns";

const HEADER = ["Reference", "Title", "Category", "Status", "Owner", ...SCORE_HEADER, "Open tasks", "Done tasks", "Accepted until", "Controls"] as const;

/**
 * An assessment as CSV: a first row naming it, its day, its status and who signed it off when, an empty row, then the
 * header and one row per risk of its snapshot.
 */
export function assessmentCsv(a: RiskAssessmentJson): string {
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
  return toCsv(title, [[], [...HEADER], ...rows]);
}

/** The file name of an assessment's export, without its extension: its title and day. */
export const assessmentFileName = (a: Pick<RiskAssessmentJson, "title" | "assessedOn">) => `${fileSlug(a.title, "risk-assessment")}-${a.assessedOn}`;

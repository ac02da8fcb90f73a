import { and, desc } from "drizzle-orm";
import { risks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { csvRows } from "@/lib/format/csv";
import { formatDate, formatDateTime, isoDate } from "@/lib/format/date-time";
import { labelOf, RISK_CATEGORY_LABELS, RISK_REVIEW_CADENCE_LABELS } from "@/lib/format/labels";
import { encodeCursor, newestFirstAfter, newestFirstKey } from "@/lib/pagination";
import { RISK_STATUS_LABELS } from "@/lib/vocabulary";
import { controlsCell, SCORE_HEADER, scoreCells } from "./internal/csv-columns";
import { flatten, riskConditions, riskRowColumns } from "./internal/risk-rows";
import { toRisk } from "./internal/serialize";
import type { ExportRisksQuery, RiskJson } from "./schemas";

/** Rows read per statement while the file streams: memory stays flat whatever the register's size. */
export const RISK_EXPORT_BATCH = 500;

const HEADER = [
  "Reference",
  "Title",
  "Category",
  "Status",
  "Owner",
  ...SCORE_HEADER,
  "Target date",
  "Review cadence",
  "Next review",
  "Review overdue",
  "Accepted until",
  "Acceptance justification",
  "Controls",
  "Open tasks",
  "Created (UTC)",
] as const;

function row(r: RiskJson): (string | number | null)[] {
  return [
    r.reference,
    r.title,
    r.category === "custom" && r.customCategory ? r.customCategory : labelOf(RISK_CATEGORY_LABELS, r.category),
    labelOf(RISK_STATUS_LABELS, r.status),
    r.owner?.name ?? "",
    ...scoreCells(r),
    r.targetDate ? formatDate(r.targetDate) : "",
    labelOf(RISK_REVIEW_CADENCE_LABELS, r.reviewCadence),
    formatDate(r.nextReviewDate),
    r.reviewOverdue ? "Yes" : "No",
    r.acceptance ? formatDate(r.acceptance.expiresOn) : "",
    r.acceptance?.justification ?? "",
    controlsCell(r.controls),
    r.openTasks,
    formatDateTime(r.createdAt),
  ];
}

/**
 * The register as CSV with the list's filters, newest first (docs/api.md "Risks"): viewers and above. Streamed: the
 * header first, then one batch of RISK_EXPORT_BATCH risks per statement as the reader takes them.
 */
export async function exportRisks(ctx: Ctx, query: ExportRisksQuery): Promise<Response> {
  const { accountId } = requireRole(ctx, "viewer");
  const now = ctx.now();
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvRows([HEADER])));
        return;
      }
      const rows = await ctx.db
        .select(riskRowColumns)
        .from(risks)
        .where(and(riskConditions(accountId, query, now), newestFirstAfter(risks.createdAt, risks.id, cursor)))
        .orderBy(desc(risks.createdAt), desc(risks.id))
        .limit(RISK_EXPORT_BATCH);
      if (rows.length > 0) controller.enqueue(encoder.encode(csvRows(rows.map((r) => row(toRisk(flatten(r), now))))));
      if (rows.length < RISK_EXPORT_BATCH) controller.close();
      else cursor = encodeCursor(newestFirstKey(rows[rows.length - 1].row));
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="risk-register-${isoDate(now)}.csv"`,
      "cache-control": "no-store",
    },
  });
}

import Link from "next/link";
import { Badge, Table } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { formatDate } from "@/lib/format/date-time";
import { labelOf, RISK_CATEGORY_LABELS } from "@/lib/format/labels";
import type { RiskJson } from "@/lib/risks";
import { RISK_STATUS_LABELS, type RiskStatus } from "@/lib/vocabulary";
import { ScorePill } from "./score";

export const RISK_STATUS_TONES = { identified: "gray", assessed: "blue", treating: "amber", accepted: "green", closed: "gray" } as const satisfies Record<
  RiskStatus,
  "gray" | "blue" | "amber" | "green"
>;

export const categoryOf = (r: Pick<RiskJson, "category" | "customCategory">) =>
  r.category === "custom" && r.customCategory ? r.customCategory : labelOf(RISK_CATEGORY_LABELS, r.category);

/** The register: one row per risk; on a phone each row is a card of labelled lines (Table's `stack`). */
export function RiskTable({ risks, maxScore }: { risks: readonly RiskJson[]; maxScore: number }) {
  return (
    <Table caption="Risks" stack>
      <TableHead columns={["Risk", "Category", "Owner", "Inherent", "Residual", "Status", "Next review"]} />
      <tbody>
        {risks.map((r) => (
          <tr key={r.id}>
            <td data-label="Risk" className="max-w-md">
              <Link href={`/risks/${r.id}`} className="font-medium text-brand-700 hover:underline">
                <span className="mr-1.5 text-xs font-semibold text-slate-500">{r.reference}</span>
                {r.title}
              </Link>
            </td>
            <td data-label="Category" className="whitespace-nowrap text-slate-700">
              {categoryOf(r)}
            </td>
            <td data-label="Owner" className="whitespace-nowrap text-slate-700">
              {r.owner?.name ?? <span className="text-slate-400">Nobody</span>}
            </td>
            <td data-label="Inherent">
              <ScorePill score={r.inherentScore} max={maxScore} />
            </td>
            <td data-label="Residual">
              <ScorePill score={r.residualScore} max={maxScore} />
            </td>
            <td data-label="Status">
              <Badge tone={RISK_STATUS_TONES[r.status]}>{RISK_STATUS_LABELS[r.status]}</Badge>
            </td>
            <td data-label="Next review" className="whitespace-nowrap">
              {r.reviewOverdue ? (
                <Badge tone="red">Overdue {formatDate(r.nextReviewDate)}</Badge>
              ) : (
                <span className="text-slate-600">{formatDate(r.nextReviewDate)}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

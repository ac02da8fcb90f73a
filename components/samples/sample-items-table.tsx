import Link from "next/link";
import type { SampleItemJson } from "@/lib/audits";
import { formatDate } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { EVIDENCE_REQUEST_STATUS_LABELS } from "@/lib/vocabulary";
import { Table } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { ResultBadge } from "./result-badge";

/** The drawn items in draw order; each became an evidence request, answered on the audit page. */
export function SampleItemsTable({ auditId, items }: { auditId: string; items: SampleItemJson[] }) {
  return (
    <Table caption="Sampled items" stack>
      <TableHead columns={["#", "Row", "Key", "Date", "Owner", "Result", "Notes", "Evidence request"]} />
      <tbody>
        {items.map((i) => (
          <tr key={i.position} data-testid="sample-item">
            <td data-label="#" className="tabular-nums text-slate-500">
              {i.position}
            </td>
            <td data-label="Row" className="tabular-nums text-slate-500">
              {i.row_number}
            </td>
            <td data-label="Key" className="font-medium text-slate-900 sm:whitespace-nowrap">
              {i.item_key}
            </td>
            <td data-label="Date" className="sm:whitespace-nowrap">
              {formatDate(i.occurred_at)}
            </td>
            <td data-label="Owner" className="break-all sm:whitespace-nowrap sm:break-normal">
              {i.owner_email ?? "—"}
            </td>
            <td data-label="Result">
              <ResultBadge result={i.result} />
            </td>
            <td data-label="Notes" className="min-w-0 whitespace-pre-wrap text-slate-700 sm:min-w-48">
              {i.notes ?? ""}
            </td>
            <td data-label="Evidence request">
              {i.evidence_request_id ? (
                <span className="sm:whitespace-nowrap">
                  <Link
                    href={`/audits/${auditId}#evidence-requests`}
                    className="text-brand-600 hover:underline"
                    aria-label={`Evidence request for ${i.item_key}: ${labelOf(EVIDENCE_REQUEST_STATUS_LABELS, i.evidence_request_status)}`}
                  >
                    View
                  </Link>
                  <span className="ml-2 text-xs text-slate-500">{labelOf(EVIDENCE_REQUEST_STATUS_LABELS, i.evidence_request_status)}</span>
                </span>
              ) : (
                "—"
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

import { formatDate } from "@/lib/format/date-time";

/**
 * The key, date and owner cells of a population row, the same in every table that lists rows (a population's rows,
 * a draw's items, a sample's items): keys and addresses wrap on a phone and stay on one line otherwise.
 */
export function RowCells({ itemKey, occurredAt, ownerEmail }: { itemKey: string; occurredAt: string | null; ownerEmail: string | null }) {
  return (
    <>
      <td data-label="Key">
        <span className="min-w-0 font-mono text-xs max-sm:break-all sm:whitespace-nowrap">{itemKey}</span>
      </td>
      <td data-label="Date" className="whitespace-nowrap">
        {formatDate(occurredAt)}
      </td>
      <td data-label="Owner">
        <span className="min-w-0 max-sm:break-all sm:whitespace-nowrap">{ownerEmail ?? "—"}</span>
      </td>
    </>
  );
}

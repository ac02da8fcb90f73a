import type { PopulationRowJson } from "@/lib/audits";
import { Table } from "@/components/ui/card";
import { RowCells } from "@/components/sampling/row-cells";
import { TableHead } from "@/components/ui/table-head";

/** Population rows as stored (or as they would be, in a preview): number, key, date, owner, then the data columns. */
export function PopulationRowsTable({ rows, columns, caption }: { rows: PopulationRowJson[]; columns: string[]; caption: string }) {
  return (
    <Table caption={caption} stack>
      <TableHead columns={["Row", "Key", "Date", "Owner", ...columns]} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.row_number} data-testid="population-data-row">
            <td data-label="Row" className="tabular-nums text-slate-500">
              {r.row_number}
            </td>
            <RowCells itemKey={r.key} occurredAt={r.occurred_at} ownerEmail={r.owner_email} />
            {columns.map((c) => (
              <td key={c} data-label={c} className="text-slate-700">
                {r.data[c] ?? ""}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

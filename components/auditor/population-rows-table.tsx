import { Table } from "@/components/ui/card";
import { RowCells } from "@/components/sampling/row-cells";
import { TableHead } from "@/components/ui/table-head";
import type { PopulationRowJson } from "@/lib/audits";

/** A page of a population's rows, numbered as a sample draws them. */
export function PopulationRowsTable({ rows }: { rows: PopulationRowJson[] }) {
  return (
    <Table stack caption="Population rows">
      <TableHead columns={["Row", "Key", "Date", "Owner", "Data"]} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.row_number} className="align-baseline">
            <td data-label="Row" className="tabular-nums text-slate-500">
              {r.row_number}
            </td>
            <RowCells itemKey={r.key} occurredAt={r.occurred_at} ownerEmail={r.owner_email} />
            <td data-label="Data" className="text-xs text-slate-600">
              <div>
                {Object.entries(r.data).map(([k, v]) => (
                  <span key={k} className="mr-3 inline-block">
                    <span className="text-slate-500">{k}:</span> {v}
                  </span>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

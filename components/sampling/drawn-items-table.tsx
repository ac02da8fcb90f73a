import { Table } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import type { DrawnItemJson } from "@/lib/audits";
import { RowCells } from "./row-cells";

/** The items a draw gives, in draw order: a preview, or a re-performance's result. */
export function DrawnItemsTable({ items, caption }: { items: DrawnItemJson[]; caption: string }) {
  return (
    <Table stack caption={caption}>
      <TableHead columns={["#", "Row", "Key", "Date", "Owner"]} />
      <tbody>
        {items.map((item) => (
          <tr key={item.position} className="align-baseline">
            <td data-label="#" className="tabular-nums text-slate-500">
              {item.position}
            </td>
            <td data-label="Row" className="tabular-nums">
              {item.row_number}
            </td>
            <RowCells itemKey={item.item_key} occurredAt={item.occurred_at} ownerEmail={item.owner_email} />
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

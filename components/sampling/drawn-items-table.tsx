import { Table } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { formatDate } from "@/lib/format/date-time";

interface DrawnItem {
  position: number;
  row_number: number;
  item_key: string;
  occurred_at: string | null;
  owner_email: string | null;
}

/** The items a draw gives, in draw order: a preview, or a re-performance's result. */
export function DrawnItemsTable({ items, caption }: { items: DrawnItem[]; caption: string }) {
  return (
    <Table stack caption={caption}>
      <TableHead columns={["#", "Row", "Key", "Date", "Owner"]} />
      <tbody>
        {items.map((item) => (
          <tr key={item.position} className="align-baseline">
            <td data-label="#" className="tabular-nums text-slate-500">{item.position}</td>
            <td data-label="Row" className="tabular-nums">{item.row_number}</td>
            <td data-label="Key">
              <span className="min-w-0 font-mono text-xs max-sm:break-all sm:whitespace-nowrap">{item.item_key}</span>
            </td>
            <td data-label="Date" className="whitespace-nowrap">{formatDate(item.occurred_at)}</td>
            <td data-label="Owner">
              <span className="min-w-0 max-sm:break-all sm:whitespace-nowrap">{item.owner_email ?? "—"}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

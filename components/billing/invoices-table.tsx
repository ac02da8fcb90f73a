import type { z } from "zod";
import { Badge, EmptyState, Table } from "@/components/ui/card";
import type { invoiceShape } from "@/lib/billing";
import { formatMoney } from "./format";
import { formatDate } from "@/lib/format/date-time";

/** An invoice as the billing API answers it. */
export type InvoiceRow = z.output<typeof invoiceShape>;

const TONE: Record<string, "green" | "red" | "amber" | "gray"> = { paid: "green", open: "amber", uncollectible: "red", void: "gray", draft: "gray" };

export function InvoicesTable({ invoices }: { invoices: InvoiceRow[] }) {
  if (invoices.length === 0) {
    return <EmptyState title="No invoices yet">Invoices appear here once Stripe issues the first one for your subscription.</EmptyState>;
  }
  return (
    <Table caption="Invoices">
      <thead>
        <tr>
          <th>Date</th>
          <th>Number</th>
          <th>Status</th>
          <th className="text-right">Amount</th>
          <th>
            <span className="sr-only">Invoice link</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((inv) => (
          <tr key={inv.id}>
            <td>{formatDate(inv.created)}</td>
            <td className="font-mono text-xs">{inv.number ?? "—"}</td>
            <td>
              <Badge tone={TONE[inv.status ?? ""] ?? "gray"}>{inv.status ?? "unknown"}</Badge>
            </td>
            <td className="text-right tabular-nums">{formatMoney(inv.status === "paid" ? inv.amountPaid : inv.amountDue, inv.currency)}</td>
            <td className="text-right">
              {inv.hostedInvoiceUrl ? (
                <a href={inv.hostedInvoiceUrl} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-brand-600 hover:underline">
                  View invoice<span className="sr-only"> {inv.number ?? inv.id} (opens in a new tab)</span>
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

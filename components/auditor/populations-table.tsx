import Link from "next/link";
import { Table } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { CONTROL_FREQUENCY_LABELS, POPULATION_KIND_LABELS } from "@/lib/format/labels";
import type { PopulationJson } from "@/lib/audits";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";

const COLUMNS = ["Population", "Control", "Kind", "Frequency", "Rows", "Coverage", "SHA-256", "Asserted complete", "Samples"];

/** The audit's populations; the SHA-256 is shortened here and shown whole on the population's page. */
export function PopulationsTable({ populations }: { populations: PopulationJson[] }) {
  return (
    <Table stack caption="Populations">
      <TableHead columns={COLUMNS} />
      <tbody>
        {populations.map((p) => (
          <tr key={p.id} className="align-baseline" data-testid={`population-${p.id}`}>
            <td data-label="Population">
              <Link href={`/auditor/populations/${p.id}`} className="font-medium text-brand-700 hover:underline">
                {p.name}
              </Link>
            </td>
            <td data-label="Control">
              <span className="font-mono text-xs">{p.control_id}</span>
            </td>
            <td data-label="Kind">{labelOf(POPULATION_KIND_LABELS, p.kind)}</td>
            <td data-label="Frequency">{labelOf(CONTROL_FREQUENCY_LABELS, p.frequency)}</td>
            <td data-label="Rows" className="tabular-nums">
              {p.row_count.toLocaleString("en")}
            </td>
            <td data-label="Coverage" className="text-xs whitespace-nowrap">
              {p.coverage_from ? `${formatDate(p.coverage_from)} – ${formatDate(p.coverage_to)}` : "—"}
            </td>
            <td data-label="SHA-256">
              <code className="font-mono text-xs text-slate-600" title={p.sha256}>
                {p.sha256.slice(0, 12)}…
              </code>
            </td>
            <td data-label="Asserted" className="text-xs">
              {p.completeness ? (
                <div>
                  <span className="text-slate-900">{p.completeness.asserted_by?.name ?? "A former member"}</span>
                  <span className="block text-slate-500">{formatDateTime(p.completeness.asserted_at)}</span>
                </div>
              ) : (
                <span className="text-amber-700">Not asserted</span>
              )}
            </td>
            <td data-label="Samples" className="tabular-nums">
              {p.samples_drawn}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

import Link from "next/link";
import type { PopulationJson } from "@/lib/audits";
import { formatDate } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { Badge, Table } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { CONTROL_FREQUENCY_LABELS, POPULATION_KIND_LABELS } from "@/lib/format/labels";

/** "1 Jan 2026 – 31 Dec 2026"; "—" when no row has a date. */
export function coverageText(p: Pick<PopulationJson, "coverage_from" | "coverage_to">): string {
  return p.coverage_from ? `${formatDate(p.coverage_from)} – ${formatDate(p.coverage_to)}` : "—";
}

export function CompletenessBadge({ population }: { population: Pick<PopulationJson, "completeness"> }) {
  return population.completeness ? <Badge tone="green">Asserted</Badge> : <Badge tone="amber">Not asserted</Badge>;
}

/** The audit's populations; each name opens its rows and completeness assertion. */
export function PopulationTable({ auditId, populations }: { auditId: string; populations: PopulationJson[] }) {
  return (
    <Table caption="Populations" stack>
      <TableHead columns={["Name", "Control", "Kind", "Frequency", "Rows", "Coverage", "SHA-256", "Completeness", "Samples"]} />
      <tbody>
        {populations.map((p) => (
          <tr key={p.id} data-testid="population-row">
            <td data-label="Name" className="sm:min-w-40">
              <Link href={`/audits/${auditId}/populations/${p.id}`} className="font-medium text-brand-600 hover:underline">
                {p.name}
              </Link>
            </td>
            <td data-label="Control" className="whitespace-nowrap">
              <span className="font-mono text-xs">{p.control_id}</span>
            </td>
            <td data-label="Kind" className="sm:whitespace-nowrap">
              {labelOf(POPULATION_KIND_LABELS, p.kind)}
            </td>
            <td data-label="Frequency">{labelOf(CONTROL_FREQUENCY_LABELS, p.frequency)}</td>
            <td data-label="Rows" className="tabular-nums">
              {p.row_count.toLocaleString("en")}
            </td>
            <td data-label="Coverage" className="text-slate-600 sm:whitespace-nowrap">
              {coverageText(p)}
            </td>
            <td data-label="SHA-256">
              <span title={p.sha256} className="font-mono text-xs text-slate-600">
                {p.sha256.slice(0, 12)}…
              </span>
            </td>
            <td data-label="Assertion">
              <CompletenessBadge population={p} />
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

import Link from "next/link";
import { Badge, Table } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import type { SampleJson } from "@/lib/audits";
import { formatDateTime } from "@/lib/format/date-time";

/** Samples with their test progress; `withPopulation` adds the population column (the audit-wide list). */
export function SamplesTable({ samples, withPopulation = true }: { samples: SampleJson[]; withPopulation?: boolean }) {
  const columns = ["Drawn", ...(withPopulation ? ["Population"] : []), "Size", "Seed", "Passed", "Exceptions", "Pending"];
  return (
    <Table stack caption="Samples">
      <TableHead columns={columns} />
      <tbody>
        {samples.map((s) => (
          <tr key={s.id} className="align-baseline" data-testid={`sample-${s.id}`}>
            <td data-label="Drawn">
              <div>
                <Link href={`/auditor/samples/${s.id}`} className="font-medium whitespace-nowrap text-brand-700 hover:underline">
                  {formatDateTime(s.created_at)}
                </Link>
                <span className="block text-xs text-slate-500">by {s.drawn_by.name}</span>
              </div>
            </td>
            {withPopulation && (
              <td data-label="Population">
                <div>
                  <span className="text-slate-900">{s.population.name}</span>
                  <span className="block font-mono text-xs text-slate-500">{s.population.control_id}</span>
                </div>
              </td>
            )}
            <td data-label="Size" className="tabular-nums">
              <div>
                {s.size}
                {s.size !== s.recommended_size && <span className="text-xs text-slate-500"> (recommended {s.recommended_size})</span>}
              </div>
            </td>
            <td data-label="Seed">
              <code className="font-mono text-xs text-slate-600" title={s.seed}>
                {s.seed.length > 12 ? `${s.seed.slice(0, 12)}…` : s.seed}
              </code>
            </td>
            <td data-label="Passed">
              <Badge tone={s.counts.passed ? "green" : "gray"}>{s.counts.passed}</Badge>
            </td>
            <td data-label="Exceptions">
              <Badge tone={s.counts.exception ? "red" : "gray"}>{s.counts.exception}</Badge>
            </td>
            <td data-label="Pending">
              <Badge tone={s.counts.pending ? "amber" : "gray"}>{s.counts.pending}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

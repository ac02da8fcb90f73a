import Link from "next/link";
import type { SampleJson } from "@/lib/audits";
import { formatDateTime } from "@/lib/format/date-time";
import { Table } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { SampleCounts } from "./result-badge";
import { SampleSize } from "./sample-size";

/** The samples the auditor drew; each opens its items. */
export function SampleTable({ auditId, samples }: { auditId: string; samples: SampleJson[] }) {
  return (
    <Table caption="Samples" stack>
      <TableHead columns={["Population", "Size", "Results", "Seed", "Drawn"]} />
      <tbody>
        {samples.map((s) => (
          <tr key={s.id} data-testid="sample-row">
            <td data-label="Population">
              <div className="min-w-0">
                <Link href={`/audits/${auditId}/samples/${s.id}`} className="font-medium text-brand-600 hover:underline">
                  {s.population.name}
                </Link>
                <span className="block font-mono text-xs text-slate-500">{s.population.control_id}</span>
              </div>
            </td>
            <td data-label="Size">
              <SampleSize sample={s} showReason />
            </td>
            <td data-label="Results">
              <SampleCounts counts={s.counts} />
            </td>
            <td data-label="Seed">
              <div className="min-w-0 font-mono text-xs text-slate-600">
                <span className="block break-all">{s.seed}</span>
                <span className="block text-[11px] text-slate-500">{s.algorithm}</span>
              </div>
            </td>
            <td data-label="Drawn" className="text-xs text-slate-600">
              <div>
                <span className="block sm:whitespace-nowrap">{formatDateTime(s.created_at)}</span>
                <span className="block">by {s.drawn_by.name}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

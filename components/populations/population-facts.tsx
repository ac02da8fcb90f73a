import type { PopulationJson } from "@/lib/audits";
import { formatDateTime } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { CONTROL_FREQUENCY_LABELS, POPULATION_KIND_LABELS, POPULATION_SOURCE_LABELS } from "@/lib/format/labels";
import { coverageText } from "./population-table";

/** What the population is and where it came from, with the fingerprint an auditor checks the file against. */
export function PopulationFacts({ population: p }: { population: PopulationJson }) {
  const facts: [string, React.ReactNode][] = [
    [
      "Control",
      <span key="c" className="font-mono">
        {p.control_id}
      </span>,
    ],
    ["Kind", labelOf(POPULATION_KIND_LABELS, p.kind)],
    ["Frequency", labelOf(CONTROL_FREQUENCY_LABELS, p.frequency)],
    ["Rows", p.row_count.toLocaleString("en")],
    ["Coverage", coverageText(p)],
    ["Source", p.source_detail ? `${labelOf(POPULATION_SOURCE_LABELS, p.source)} · ${p.source_detail}` : labelOf(POPULATION_SOURCE_LABELS, p.source)],
    ["Owner", p.owner?.name ?? "No longer a member"],
    ["Added", formatDateTime(p.created_at)],
    ["Samples drawn", p.samples_drawn],
    [
      "SHA-256",
      <span key="s" className="break-all font-mono text-xs" data-testid="population-sha256">
        {p.sha256}
      </span>,
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className={`min-w-0 ${label === "SHA-256" ? "col-span-2" : ""}`}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

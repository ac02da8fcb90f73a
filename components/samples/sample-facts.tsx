import Link from "next/link";
import type { SampleJson } from "@/lib/audits";
import { formatDateTime } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { CONTROL_FREQUENCY_LABELS } from "@/lib/format/labels";
import { SampleCounts } from "./result-badge";
import { SampleSize } from "./sample-size";

/** Everything needed to re-perform the draw (seed, algorithm, the population's row count and SHA-256) and where it stands. */
export function SampleFacts({ auditId, sample: s }: { auditId: string; sample: SampleJson }) {
  const facts: [string, React.ReactNode, boolean?][] = [
    [
      "Population",
      <Link key="p" href={`/audits/${auditId}/populations/${s.population.id}`} className="text-brand-600 hover:underline">
        {s.population.name}
      </Link>,
    ],
    [
      "Control",
      <span key="c" className="font-mono">
        {s.population.control_id}
      </span>,
    ],
    ["Frequency", labelOf(CONTROL_FREQUENCY_LABELS, s.population.frequency)],
    ["Size", <SampleSize key="s" sample={s} showReason />],
    ["Results", <SampleCounts key="r" counts={s.counts} />],
    ["Drawn", `${formatDateTime(s.created_at)} by ${s.drawn_by.name}`],
    [
      "Seed",
      <span key="seed" className="break-all font-mono text-xs">
        {s.seed}
      </span>,
    ],
    [
      "Algorithm",
      <span key="a" className="break-all font-mono text-xs">
        {s.algorithm}
      </span>,
    ],
    [
      "Population SHA-256 when drawn",
      <span key="h" className="break-all font-mono text-xs">
        {s.population_sha256}
      </span>,
      true,
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
      {facts.map(([label, value, wide]) => (
        <div key={label} className={`min-w-0 ${wide ? "col-span-2" : ""}`}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

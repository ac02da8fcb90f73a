import Link from "next/link";
import { Hash } from "@/components/sampling/hash";
import { CONTROL_FREQUENCY_LABELS, labelOf } from "@/lib/format/labels";
import type { SampleJson } from "@/lib/audits";
import { formatDateTime } from "@/lib/format/date-time";

function Fact({ term, children, wide = false }: { term: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2" : "min-w-0"}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Everything another person needs to re-perform the draw: seed, algorithm and the population as it was. */
export function SampleFacts({ sample: s }: { sample: SampleJson }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4" data-testid="sample-facts">
      <Fact term="Population">
        <Link href={`/auditor/populations/${s.population.id}`} className="text-brand-700 hover:underline">
          {s.population.name}
        </Link>
        <span className="text-slate-500">
          {" "}
          · <span className="font-mono">{s.population.control_id}</span> · runs {labelOf(CONTROL_FREQUENCY_LABELS, s.population.frequency).toLowerCase()}
        </span>
      </Fact>
      <Fact term="Drawn">
        {formatDateTime(s.created_at)} by {s.drawn_by.name}
      </Fact>
      <Fact term="Size">
        {s.size} <span className="text-slate-500">(recommended {s.recommended_size})</span>
        {s.override_reason && <span className="mt-0.5 block text-slate-700">Reason: {s.override_reason}</span>}
      </Fact>
      <Fact term="Algorithm">
        <code className="font-mono text-xs">{s.algorithm}</code>
      </Fact>
      <Fact term="Seed" wide>
        <Hash value={s.seed} />
      </Fact>
      <Fact term="Population at the draw" wide>
        {s.population_row_count.toLocaleString("en")} rows, SHA-256 <Hash value={s.population_sha256} />
      </Fact>
    </dl>
  );
}

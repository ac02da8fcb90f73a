import { Hash } from "@/components/sampling/hash";
import { CONTROL_FREQUENCY_LABELS, POPULATION_KIND_LABELS, POPULATION_SOURCE_LABELS } from "@/lib/format/labels";
import type { PopulationJson } from "@/lib/audits";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";

function Fact({ term, children, wide = false }: { term: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 lg:col-span-3" : "min-w-0"}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** What the auditor relies on before sampling: where the rows came from, their fingerprint and the owner's assertion. */
export function PopulationFacts({ population: p }: { population: PopulationJson }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-3" data-testid="population-facts">
      <Fact term="Control">
        <span className="font-mono">{p.control_id}</span>
      </Fact>
      <Fact term="Kind">{labelOf(POPULATION_KIND_LABELS, p.kind)}</Fact>
      <Fact term="Control runs">{labelOf(CONTROL_FREQUENCY_LABELS, p.frequency)}</Fact>
      <Fact term="Rows">{p.row_count.toLocaleString("en")}</Fact>
      <Fact term="Coverage">{p.coverage_from ? `${formatDate(p.coverage_from)} – ${formatDate(p.coverage_to)}` : "No dated rows"}</Fact>
      <Fact term="Source">
        {labelOf(POPULATION_SOURCE_LABELS, p.source)}
        {p.source_detail && <span className="text-slate-500"> · {p.source_detail}</span>}
      </Fact>
      <Fact term="Owner">{p.owner?.name ?? "A former member"}</Fact>
      <Fact term="Added">{formatDateTime(p.created_at)}</Fact>
      <Fact term="Samples drawn">{p.samples_drawn}</Fact>
      <Fact term="SHA-256" wide>
        <Hash value={p.sha256} />
      </Fact>
      <Fact term="Completeness" wide>
        {p.completeness ? (
          <>
            <q className="block whitespace-pre-wrap italic text-slate-800">{p.completeness.statement}</q>
            <span className="mt-1 block text-xs text-slate-500">
              Asserted by {p.completeness.asserted_by?.name ?? "a former member"}, {formatDateTime(p.completeness.asserted_at)}
            </span>
          </>
        ) : (
          <span className="text-amber-700">The owner has not asserted that this population is complete.</span>
        )}
      </Fact>
    </dl>
  );
}

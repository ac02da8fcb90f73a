"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ReadinessSources, READINESS_TONES } from "@/components/readiness/readiness-sources";
import { Badge, EmptyState, Table } from "@/components/ui/card";
import { apiRequest } from "@/lib/client/api";
import { formatDateTime } from "@/lib/format/date-time";
import type { StatementControl, StatementOfApplicability } from "@/lib/flows";
import { ScopeDialog, STATEMENT_KEY } from "./scope-dialog";

const FILTERS = {
  all: { label: "All", test: () => true },
  undecided: { label: "Not yet decided", test: (c: StatementControl) => !c.decided },
  excluded: { label: "Excluded", test: (c: StatementControl) => !c.applicable },
  not_implemented: { label: "Not fully implemented", test: (c: StatementControl) => c.applicable && (c.readiness === "missing" || c.readiness === "partial") },
} as const;
type Filter = keyof typeof FILTERS;

/** The statement's rows with their scope decisions, editable by members; on phones each row is a card (`Table stack`). */
export function StatementView({ initial, canEdit }: { initial: StatementOfApplicability; canEdit: boolean }) {
  const { data: statement } = useQuery({
    queryKey: STATEMENT_KEY,
    queryFn: () => apiRequest<StatementOfApplicability>("/api/v1/statement-of-applicability"),
    initialData: initial,
  });
  const [filter, setFilter] = useState<Filter>("all");
  const [editing, setEditing] = useState<StatementControl | null>(null);
  const rows = statement.controls.filter(FILTERS[filter].test);
  const { summary, version } = statement;
  return (
    <>
      <dl className="mb-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" aria-label="Summary">
        <Figure label="Applicable" value={`${summary.applicable} of ${summary.controls}`} />
        <Figure label="Excluded" value={summary.excluded} />
        <Figure label="Not yet decided" value={summary.undecided} tone={summary.undecided > 0 ? "text-amber-700" : undefined} />
        <Figure label="Implemented" value={`${summary.implemented} · ${summary.partiallyImplemented} partly`} />
      </dl>
      <p className="mb-4 text-xs text-slate-500">
        {version.lastDecisionAt
          ? `${version.decisions} scope ${version.decisions === 1 ? "decision" : "decisions"}, the last on ${formatDateTime(version.lastDecisionAt)}.`
          : "No scope decision yet: every control is applicable until decided."}{" "}
        Implementation status as of {formatDateTime(statement.generatedAt)}, from the readiness model.
      </p>
      <div role="group" aria-label="Show" className="mb-3 flex flex-wrap gap-2">
        {(Object.keys(FILTERS) as Filter[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
            className={`rounded-full border px-3 py-1 text-xs font-medium ${
              filter === key ? "border-brand-600 bg-brand-50 " + "text-brand-700" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
            }`}
          >
            {FILTERS[key].label} ({statement.controls.filter(FILTERS[key].test).length})
          </button>
        ))}
      </div>
      {rows.length === 0 ? (
        <EmptyState title="No control matches">Choose another filter to see more.</EmptyState>
      ) : (
        <Table caption="Annex A controls" stack>
          <thead>
            <tr>
              <th>Control</th>
              <th>Applicable</th>
              <th>Justification</th>
              <th>Implementation</th>
              <th>Evidence</th>
              {canEdit && (
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.controlId} data-testid="soa-control" className={c.decided ? undefined : "bg-amber-50/60"}>
                <td data-label="Control" className="min-w-0 sm:min-w-48">
                  <div className="min-w-0">
                    <p className="font-mono text-xs font-semibold text-slate-900">{c.controlId}</p>
                    <p className="text-sm text-slate-900">{c.title}</p>
                    <p className="text-xs text-slate-500">{c.theme}</p>
                  </div>
                </td>
                <td data-label="Applicable" className="whitespace-nowrap">
                  {c.applicable ? <Badge tone="blue">Yes</Badge> : <Badge>No</Badge>}
                </td>
                <td data-label="Justification" className="min-w-0 sm:min-w-56">
                  {c.decided ? (
                    <div className="min-w-0">
                      <p className="whitespace-pre-line break-words text-sm text-slate-700">{c.justification}</p>
                      <p className="mt-0.5 text-xs text-slate-500">
                        {c.decidedBy ? `${c.decidedBy.name}, ` : ""}
                        {formatDateTime(c.decidedAt)}
                      </p>
                    </div>
                  ) : (
                    <Badge tone="amber">Not yet decided</Badge>
                  )}
                </td>
                <td data-label="Status" className="whitespace-nowrap">
                  <span title={c.reason}>
                    <Badge tone={READINESS_TONES[c.readiness]}>{c.implementation}</Badge>
                  </span>
                </td>
                <td data-label="Evidence" className="min-w-0 sm:min-w-64">
                  {c.evidence.length === 0 ? (
                    <span className="text-xs text-slate-500">{c.applicable ? "None yet" : "—"}</span>
                  ) : (
                    <div className="min-w-0">
                      <ReadinessSources sources={c.evidence.map((e) => ({ ...e, counts: true }))} />
                    </div>
                  )}
                </td>
                {canEdit && (
                  <td className="whitespace-nowrap">
                    <button type="button" onClick={() => setEditing(c)} className="text-sm font-medium text-brand-600 hover:underline">
                      {c.decided ? "Edit" : "Decide"}
                      <span className="sr-only"> the scope of {c.controlId}</span>
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {editing && <ScopeDialog control={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function Figure({ label, value, tone }: { label: string; value: React.ReactNode; tone?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`text-lg font-semibold ${tone ?? "text-slate-900"}`}>{value}</dd>
    </div>
  );
}

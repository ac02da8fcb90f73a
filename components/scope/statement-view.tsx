"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ReadinessSources, READINESS_TONES } from "@/components/readiness/readiness-sources";
import { Badge, EmptyState, Table } from "@/components/ui/card";
import { apiRequest } from "@/lib/client/api";
import { formatDateTime } from "@/lib/format/date-time";
import type { StatementControl, StatementOfApplicability } from "@/lib/flows";
import { inputClass } from "@/components/ui/field";
import { ScopeDialog, STATEMENT_KEY } from "./scope-dialog";
import { groupStatement, openedByNarrowing, STATEMENT_FILTERS, statementFigures, type StatementFilter } from "./statement-groups";

/**
 * The statement's rows with their scope decisions, editable by members: grouped by Annex A theme, each group folded
 * until opened (or opened by a filter or a search that narrows it); on phones each row is a card (`Table stack`).
 */
export function StatementView({ initial, canEdit }: { initial: StatementOfApplicability; canEdit: boolean }) {
  const { data: statement } = useQuery({
    queryKey: STATEMENT_KEY,
    queryFn: () => apiRequest<StatementOfApplicability>("/api/v1/statement-of-applicability"),
    initialData: initial,
  });
  const [filter, setFilter] = useState<StatementFilter>("all");
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<StatementControl | null>(null);
  const groups = groupStatement(statement.controls, filter, search);
  const shown = groups.reduce((n, g) => n + g.rows.length, 0);
  const figures = statementFigures(statement.controls);
  const { version } = statement;
  const narrow = (nextFilter: StatementFilter, nextSearch: string) => {
    setFilter(nextFilter);
    setSearch(nextSearch);
    setOpen(openedByNarrowing(groupStatement(statement.controls, nextFilter, nextSearch), nextFilter, nextSearch));
  };
  const toggle = (theme: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(theme)) next.delete(theme);
      else next.add(theme);
      return next;
    });
  const allOpen = groups.every((g) => g.rows.length === 0 || open.has(g.theme));
  return (
    <>
      <dl className="mb-4 grid gap-3 text-sm sm:grid-cols-3" aria-label="Summary">
        <Figure
          label="Decided"
          value={`${figures.decided} of ${figures.controls}`}
          note={`${figures.decidedApplicable} applicable · ${figures.excluded} excluded`}
        />
        <Figure
          label="Not yet decided"
          value={figures.undecided}
          tone={figures.undecided > 0 ? "text-amber-700" : undefined}
          note={figures.undecided > 0 ? "applicable until someone decides" : "every control is decided"}
        />
        <Figure
          label="Implemented"
          value={`${figures.implemented} of ${figures.applicable}`}
          note={`${figures.partlyImplemented} partly; of the applicable controls, undecided ones included`}
        />
      </dl>
      <p className="mb-4 text-xs text-slate-500">
        {version.lastDecisionAt
          ? `${version.decisions} scope ${version.decisions === 1 ? "decision" : "decisions"}, the last on ${formatDateTime(version.lastDecisionAt)}.`
          : "No scope decision yet: every control is applicable until decided."}{" "}
        Implementation status as of {formatDateTime(statement.generatedAt)}, from the readiness model.
      </p>
      <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="sm:w-72">
          <label htmlFor="soa-search" className="mb-1 block text-xs font-medium text-slate-600">
            Search controls
          </label>
          <input
            id="soa-search"
            type="search"
            value={search}
            onChange={(e) => narrow(filter, e.target.value)}
            placeholder="A.8.25, backup, supplier…"
            className={inputClass}
          />
        </div>
        <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
          {(Object.keys(STATEMENT_FILTERS) as StatementFilter[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={filter === key}
              onClick={() => narrow(key, search)}
              className={`rounded-full border px-3 py-1 text-xs font-medium ${
                filter === key ? "border-brand-600 bg-brand-50 " + "text-brand-700" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
              }`}
            >
              {STATEMENT_FILTERS[key].label} ({statement.controls.filter(STATEMENT_FILTERS[key].test).length})
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => setOpen(allOpen ? new Set() : new Set(groups.filter((g) => g.rows.length > 0).map((g) => g.theme)))}
          className="text-sm font-medium text-brand-600 hover:underline sm:ml-auto"
        >
          {allOpen ? "Collapse all" : "Expand all"}
        </button>
      </div>
      {shown === 0 ? (
        <EmptyState title="No control matches">Choose another filter or search to see more.</EmptyState>
      ) : (
        <div className="space-y-3">
          {groups.map((g) => (
            <section key={g.theme} className="rounded-lg border border-slate-200 bg-white" data-testid="soa-theme" aria-label={g.theme}>
              <h2>
                <button
                  type="button"
                  aria-expanded={open.has(g.theme)}
                  onClick={() => toggle(g.theme)}
                  disabled={g.rows.length === 0}
                  className="flex w-full flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-left disabled:cursor-default"
                >
                  <span className="text-base font-semibold text-slate-900">
                    <span aria-hidden="true" className="mr-2 inline-block w-3 text-slate-400">
                      {open.has(g.theme) ? "▾" : "▸"}
                    </span>
                    {g.theme}
                  </span>
                  <span className="text-xs text-slate-600">
                    {g.rows.length === g.total ? `${g.total} controls` : `${g.rows.length} of ${g.total} controls shown`} · {g.undecided} not yet decided ·{" "}
                    {g.implemented} implemented
                  </span>
                </button>
              </h2>
              {open.has(g.theme) && g.rows.length > 0 && (
                <div className="border-t border-slate-200">
                  <StatementRows rows={g.rows} caption={`${g.theme}: Annex A controls`} canEdit={canEdit} onEdit={setEditing} />
                </div>
              )}
            </section>
          ))}
        </div>
      )}
      {editing && <ScopeDialog control={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function StatementRows({
  rows,
  caption,
  canEdit,
  onEdit,
}: {
  rows: StatementControl[];
  caption: string;
  canEdit: boolean;
  onEdit: (control: StatementControl) => void;
}) {
  return (
    <Table caption={caption} stack>
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
              </div>
            </td>
            <td data-label="Applicable" className="whitespace-nowrap">
              {!c.decided ? <Badge tone="amber">Not yet decided</Badge> : c.applicable ? <Badge tone="blue">Yes</Badge> : <Badge>No</Badge>}
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
                <span className="text-xs text-slate-500">Applicable until decided</span>
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
                <button type="button" onClick={() => onEdit(c)} className="text-sm font-medium text-brand-600 hover:underline">
                  {c.decided ? "Edit" : "Decide"}
                  <span className="sr-only"> the scope of {c.controlId}</span>
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Figure({ label, value, tone, note }: { label: string; value: React.ReactNode; tone?: string; note?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`text-lg font-semibold ${tone ?? "text-slate-900"}`}>{value}</dd>
      {note && <dd className="text-xs text-slate-500">{note}</dd>}
    </div>
  );
}

import type { ScopeControl } from "./scope-plan";

/** Excluded controls grouped by their reason, in framework order: a category excluded at once reads as one line. */
function byReason(excluded: ScopeControl[]): [string, ScopeControl[]][] {
  const groups = new Map<string, ScopeControl[]>();
  for (const c of excluded) {
    const reason = c.scope_reason ?? "";
    groups.set(reason, [...(groups.get(reason) ?? []), c]);
  }
  return [...groups];
}

/** How many controls are in scope, and the excluded ones with their reasons (what the report's scope section lists). */
export function ScopeSummary({ controls }: { controls: ScopeControl[] }) {
  const excluded = controls.filter((c) => !c.in_scope);
  return (
    <div className="space-y-3 text-sm" data-testid="scope-summary">
      <p className="text-slate-700">
        <span className="font-semibold text-slate-900">{controls.length - excluded.length}</span> of {controls.length} controls in scope
        {excluded.length > 0 && <>; {excluded.length} excluded</>}.
      </p>
      {excluded.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Excluded controls">
          {byReason(excluded).map(([reason, list]) => (
            <li key={reason} className="space-y-1.5 px-3 py-2">
              <p className="text-slate-800">{reason}</p>
              <p className="flex flex-wrap gap-1" aria-label={`Excluded for this reason: ${list.length}`}>
                {list.map((c) => (
                  <span key={c.control_id} title={`${c.title} (${c.category})`} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
                    {c.control_id}
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

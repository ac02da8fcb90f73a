import type { AuditScopeJson } from "@/lib/audits";

type Excluded = AuditScopeJson["excluded"];

/** Excluded controls grouped by their reason, in framework order: a category excluded at once reads as one line. */
function byReason(excluded: Excluded): [string, Excluded][] {
  const groups = new Map<string, Excluded>();
  for (const c of excluded) groups.set(c.reason, [...(groups.get(c.reason) ?? []), c]);
  return [...groups];
}

/** How many controls are in scope, and the excluded ones with their reasons (what the report's scope section lists). */
export function ScopeSummary({ scope }: { scope: AuditScopeJson }) {
  return (
    <div className="space-y-3 text-sm" data-testid="scope-summary">
      <p className="text-slate-700">
        <span className="font-semibold text-slate-900">{scope.in_scope}</span> of {scope.total_controls} controls in scope
        {scope.out_of_scope > 0 && <>; {scope.out_of_scope} excluded</>}.
      </p>
      {scope.excluded.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Excluded controls">
          {byReason(scope.excluded).map(([reason, list]) => (
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

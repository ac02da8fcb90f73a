import { FindingStatusBadge, SeverityBadge } from "./badges";
import { FINDING_SEVERITY_LABELS, labelOf } from "@/lib/format/labels";
import type { FindingJson } from "@/lib/audits";
import { formatDate } from "@/lib/format/date-time";

// Most severe first: the label map keeps db/audits.ts FINDING_SEVERITIES order.
const ORDER = Object.keys(FINDING_SEVERITY_LABELS);

/** Findings grouped by severity, most severe first (read-only: only auditors change findings). */
export function FindingsBySeverity({ findings }: { findings: FindingJson[] }) {
  if (findings.length === 0) return <p className="text-sm text-slate-500">No findings recorded.</p>;
  const groups = ORDER.map((s) => ({ severity: s, items: findings.filter((f) => f.severity === s) })).filter((g) => g.items.length);
  return (
    <div className="space-y-5" data-testid="findings-by-severity">
      {groups.map((g) => (
        <section key={g.severity} aria-label={`${labelOf(FINDING_SEVERITY_LABELS, g.severity)} findings`}>
          <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
            <SeverityBadge severity={g.severity} /> {g.items.length}
          </h3>
          <ul className="space-y-2">
            {g.items.map((f) => (
              <li key={f.id} className="rounded-md border border-slate-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-xs text-slate-600">{f.control_id}</span>
                  <span className="text-sm font-medium text-slate-900">{f.title}</span>
                  <FindingStatusBadge status={f.status} />
                  <span className="ml-auto text-xs text-slate-500">{formatDate(f.created_at)}</span>
                </div>
                <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{f.description}</p>
                {f.remediation && (
                  <p className="mt-1 whitespace-pre-wrap text-sm text-slate-600">
                    <span className="font-medium">Remediation: </span>
                    {f.remediation}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

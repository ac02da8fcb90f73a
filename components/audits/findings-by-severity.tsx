import { FindingStatusBadge, SeverityBadge } from "./badges";
import { labelOf } from "@/lib/format/labels";
import { FINDING_SEVERITY_LABELS } from "@/lib/vocabulary";
import type { FindingJson } from "@/lib/audits";
import { formatDate } from "@/lib/format/date-time";
import { FindingResponse } from "@/components/work/finding-response";
import type { PersonJson } from "@/lib/work";

// Most severe first: the label map keeps db/audits.ts FINDING_SEVERITIES order.
const ORDER = Object.keys(FINDING_SEVERITY_LABELS);

/**
 * Findings grouped by severity, most severe first. Only auditors change a finding itself; with `auditId` the customer's
 * side (owner, due date, management response) shows under each, editable when `canRespond`.
 */
export function FindingsBySeverity({
  findings,
  auditId,
  people = [],
  canRespond = false,
}: {
  findings: FindingJson[];
  auditId?: string;
  people?: PersonJson[];
  canRespond?: boolean;
}) {
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
                {auditId && <FindingResponse auditId={auditId} finding={f} people={people} canEdit={canRespond} />}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

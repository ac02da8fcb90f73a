import { ControlStatusBadge } from "./badges";
import { formatDate } from "@/lib/format/date-time";
import type { AuditControlJson } from "@/lib/audits";
import type { ControlReadiness } from "@/lib/dashboard";
import { Badge } from "@/components/ui/card";
import { READINESS_TONES } from "@/components/readiness/readiness-sources";
import { READINESS_STATUS_LABELS } from "@/lib/vocabulary";

/**
 * Read-only control status table of the console (auditors edit in their portal). `readiness`, by control id, is
 * the latest monitoring check of the audit's framework, shown beside the auditor's verdict with its reason on hover.
 */
export function ControlsTable({ controls, readiness }: { controls: AuditControlJson[]; readiness?: ReadonlyMap<string, ControlReadiness> }) {
  if (controls.length === 0) return <p className="text-sm text-slate-500">No controls match.</p>;
  return (
    <div className="relative overflow-x-auto rounded-md border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="controls-table">
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th className="px-3 py-2">Control</th>
            <th className="px-3 py-2">Title</th>
            <th className="px-3 py-2">Status</th>
            <th className="px-3 py-2">Evidence sufficient</th>
            <th className="px-3 py-2">Auditor notes</th>
            <th className="px-3 py-2">Reviewed</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {controls.map((c) => (
            <tr key={c.control_id}>
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{c.control_id}</td>
              <td className="px-3 py-2">
                <div className="text-slate-900">{c.title}</div>
                {c.category && <div className="text-xs text-slate-500">{c.category}</div>}
              </td>
              <td className="px-3 py-2">
                {c.in_scope ? (
                  <ControlStatusBadge status={c.status} />
                ) : (
                  <span title={c.scope_reason ?? undefined}>
                    <Badge>Out of scope</Badge>
                  </span>
                )}
                {c.in_scope && readiness?.has(c.control_id) && (
                  <span className="mt-1 block" title={readiness.get(c.control_id)!.reason} data-testid="control-readiness">
                    <Badge tone={READINESS_TONES[readiness.get(c.control_id)!.readiness]}>
                      Readiness: {READINESS_STATUS_LABELS[readiness.get(c.control_id)!.readiness]}
                    </Badge>
                  </span>
                )}
              </td>
              <td className="px-3 py-2 text-slate-700">{c.evidence_sufficient === null ? "—" : c.evidence_sufficient ? "Yes" : "No"}</td>
              <td className="max-w-xs px-3 py-2 text-slate-700">
                <span className="line-clamp-3 whitespace-pre-wrap">{c.auditor_notes ?? ""}</span>
              </td>
              {/* A control recorded as not tested at completion was never reviewed. */}
              <td className="whitespace-nowrap px-3 py-2 text-slate-600">{c.status === "not_tested" ? "—" : formatDate(c.reviewed_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

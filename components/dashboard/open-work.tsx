import Link from "next/link";
import { Badge, Card } from "@/components/ui/card";
import { StackedBar } from "@/components/ui/stacked-bar";
import type { ReadinessOverview } from "@/lib/dashboard";
import { formatDate } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { AUDIT_STATUS_LABELS, EVIDENCE_REQUEST_PRIORITY_LABELS, FINDING_SEVERITY_LABELS, FINDING_STATUS_LABELS } from "@/lib/vocabulary";

const more = (shown: number, total: number) => (total > shown ? <p className="mt-2 text-xs text-slate-500">and {total - shown} more</p> : null);
const URGENT = new Set(["critical", "high", "major"]);

/** Open evidence requests: the most urgent first, each linking to its audit where it is answered. */
export function OpenRequestsCard({ requests }: { requests: ReadinessOverview["evidenceRequests"] }) {
  return (
    <Card title={`Open evidence requests (${requests.open})`}>
      {requests.items.length === 0 ? (
        <p className="text-sm text-slate-600">No auditor is waiting for evidence.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {requests.items.map((r) => (
            <li key={r.id} className="min-w-0">
              <Badge tone={URGENT.has(r.priority) ? "red" : "gray"}>{labelOf(EVIDENCE_REQUEST_PRIORITY_LABELS, r.priority)}</Badge>{" "}
              <Link href={`/audits/${r.auditId}`} className="font-medium text-brand-700 hover:underline">
                {r.controlId}: {r.description}
              </Link>
              <span className="block truncate text-xs text-slate-500">
                {r.auditTitle} · asked {formatDate(r.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more(requests.items.length, requests.open)}
    </Card>
  );
}

/** Findings not yet resolved or accepted, the most severe first. */
export function OpenFindingsCard({ findings }: { findings: ReadinessOverview["findings"] }) {
  return (
    <Card title={`Open findings (${findings.open})`}>
      {findings.items.length === 0 ? (
        <p className="text-sm text-slate-600">No open findings.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {findings.items.map((f) => (
            <li key={f.id} className="min-w-0">
              <Badge tone={URGENT.has(f.severity) ? "red" : "amber"}>{labelOf(FINDING_SEVERITY_LABELS, f.severity)}</Badge>{" "}
              <Link href={`/audits/${f.auditId}`} className="font-medium text-brand-700 hover:underline">
                {f.controlId}: {f.title}
              </Link>
              <span className="block truncate text-xs text-slate-500">
                {f.auditTitle} · {labelOf(FINDING_STATUS_LABELS, f.status)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more(findings.items.length, findings.open)}
    </Card>
  );
}

/** Evidence whose expiry date is near: once expired it stops counting toward readiness. */
export function ExpiringEvidenceCard({ expiring }: { expiring: ReadinessOverview["expiringEvidence"] }) {
  return (
    <Card title={`Expiring within ${expiring.days} days (${expiring.count})`}>
      {expiring.items.length === 0 ? (
        <p className="text-sm text-slate-600">No evidence expires soon.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {expiring.items.map((e) => (
            <li key={e.id} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate">{e.title}</span>
              <time dateTime={e.expiresAt} className="shrink-0 text-xs text-slate-500">
                {formatDate(e.expiresAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {more(expiring.items.length, expiring.count)}
      <Link href="/evidence" className="mt-3 inline-block text-sm font-medium text-brand-600 hover:underline">
        Renew evidence →
      </Link>
    </Card>
  );
}

/** Every audit not yet complete, with how many of its controls the auditor has reviewed. */
export function AuditProgressCard({ audits }: { audits: ReadinessOverview["audits"] }) {
  return (
    <Card title="Audit progress">
      {audits.length === 0 ? (
        <p className="text-sm text-slate-600">
          No audit under way.{" "}
          <Link href="/audits" className="text-brand-600 hover:underline">
            Audits →
          </Link>
        </p>
      ) : (
        <ul className="space-y-3 text-sm">
          {audits.map((a) => (
            <li key={a.id}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link href={`/audits/${a.id}`} className="font-medium text-brand-700 hover:underline">
                  {a.title}
                </Link>
                <span className="text-xs text-slate-500">
                  {a.frameworkName} · {labelOf(AUDIT_STATUS_LABELS, a.status)}
                  {a.targetCompletion && ` · due ${formatDate(a.targetCompletion)}`}
                </span>
              </div>
              <StackedBar
                className="mt-1"
                height="h-2"
                total={a.progress.total}
                segments={[
                  { key: "passed", value: a.progress.passed, color: "bg-emerald-500" },
                  { key: "needs", value: a.progress.needsEvidence, color: "bg-amber-400" },
                  { key: "failed", value: a.progress.failed, color: "bg-rose-400" },
                ]}
                a11y={{
                  role: "progressbar",
                  label: `${a.title}: controls reviewed`,
                  now: a.progress.reviewed,
                  valueText: `${a.progress.reviewed} of ${a.progress.total} reviewed`,
                }}
              />
              <p className="mt-0.5 text-xs text-slate-500">
                {a.progress.reviewed} of {a.progress.total} controls reviewed · {a.progress.passed} passed, {a.progress.needsEvidence} need evidence,{" "}
                {a.progress.failed} failed
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

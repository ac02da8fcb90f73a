import { labelOf } from "@/lib/format/labels";
import {
  AUDIT_CONTROL_STATUS_LABELS,
  AUDIT_STATUS_LABELS,
  EVIDENCE_REQUEST_PRIORITY_LABELS,
  FINDING_SEVERITY_LABELS,
  FINDING_STATUS_LABELS,
} from "@/lib/vocabulary";

const base = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset whitespace-nowrap";

const AUDIT: Record<string, string> = {
  draft: "bg-slate-50 text-slate-700 ring-slate-300",
  in_progress: "bg-blue-50 text-brand-700 ring-blue-200",
  evidence_review: "bg-amber-50 text-amber-800 ring-amber-200",
  findings: "bg-purple-50 text-purple-700 ring-purple-200",
  complete: "bg-green-50 text-green-700 ring-green-200",
};
const CONTROL: Record<string, string> = {
  pending: "bg-slate-50 text-slate-700 ring-slate-300",
  passed: "bg-green-50 text-green-700 ring-green-200",
  failed: "bg-red-50 text-red-700 ring-red-200",
  needs_evidence: "bg-amber-50 text-amber-800 ring-amber-200",
};
const SEVERITY: Record<string, string> = {
  critical: "bg-red-600 text-white ring-red-600",
  major: "bg-orange-50 text-orange-800 ring-orange-300",
  minor: "bg-yellow-50 text-yellow-800 ring-yellow-300",
  observation: "bg-sky-50 text-sky-700 ring-sky-200",
};
const FINDING: Record<string, string> = {
  open: "bg-red-50 text-red-700 ring-red-200",
  in_progress: "bg-blue-50 text-brand-700 ring-blue-200",
  resolved: "bg-green-50 text-green-700 ring-green-200",
  accepted: "bg-slate-50 text-slate-700 ring-slate-300",
};
const PRIORITY: Record<string, string> = {
  low: "bg-slate-50 text-slate-700 ring-slate-300",
  medium: "bg-blue-50 text-brand-700 ring-blue-200",
  high: "bg-orange-50 text-orange-800 ring-orange-300",
  critical: "bg-red-600 text-white ring-red-600",
};

export function AuditStatusBadge({ status }: { status: string }) {
  return <span className={`${base} ${AUDIT[status] ?? AUDIT.draft}`}>{labelOf(AUDIT_STATUS_LABELS, status)}</span>;
}
export function ControlStatusBadge({ status }: { status: string }) {
  return <span className={`${base} ${CONTROL[status] ?? CONTROL.pending}`}>{labelOf(AUDIT_CONTROL_STATUS_LABELS, status)}</span>;
}
export function SeverityBadge({ severity }: { severity: string }) {
  return <span className={`${base} ${SEVERITY[severity] ?? SEVERITY.observation}`}>{labelOf(FINDING_SEVERITY_LABELS, severity)}</span>;
}
export function FindingStatusBadge({ status }: { status: string }) {
  return <span className={`${base} ${FINDING[status] ?? FINDING.open}`}>{labelOf(FINDING_STATUS_LABELS, status)}</span>;
}
export function PriorityBadge({ priority }: { priority: string }) {
  return <span className={`${base} ${PRIORITY[priority] ?? PRIORITY.medium}`}>{labelOf(EVIDENCE_REQUEST_PRIORITY_LABELS, priority)}</span>;
}

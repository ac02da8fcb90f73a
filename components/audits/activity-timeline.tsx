import { labelOf } from "@/lib/format/labels";
import {
  AUDIT_CONTROL_STATUS_LABELS,
  AUDIT_STATUS_LABELS,
  EVIDENCE_REQUEST_PRIORITY_LABELS,
  FINDING_SEVERITY_LABELS,
  FINDING_STATUS_LABELS,
} from "@/lib/vocabulary";
import type { ActivityJson } from "@/lib/audits";
import { formatDateTime } from "@/lib/format/date-time";

function str(v: unknown): string {
  return typeof v === "string" ? v : v == null ? "" : String(v);
}

/** What completion left open, as recorded in `audit_completed` (older entries have none): " (37 controls not tested, …)". */
function leftOpen(open: unknown): string {
  if (!open || typeof open !== "object") return "";
  const o = open as Record<string, unknown>;
  const n = (key: string) => (typeof o[key] === "number" ? (o[key] as number) : 0);
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const parts = [
    n("pending_controls") && plural(n("pending_controls"), "control not tested", "controls not tested"),
    n("pending_sample_items") && plural(n("pending_sample_items"), "sample item not yet tested", "sample items not yet tested"),
    n("open_evidence_requests") && plural(n("open_evidence_requests"), "evidence request not accepted", "evidence requests not accepted"),
    n("open_findings") && plural(n("open_findings"), "finding unresolved", "findings unresolved"),
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(", ")})` : "";
}

/** One sentence per entry; React escapes every value. */
export function describeActivity(e: ActivityJson): string {
  const d = e.details ?? {};
  switch (e.type) {
    case "audit_created":
      return `created the audit against ${str(d.framework_name) || str(d.framework_id)} (${str(d.controls)} controls)`;
    case "status_changed":
      return `moved the audit from ${labelOf(AUDIT_STATUS_LABELS, str(d.from))} to ${labelOf(AUDIT_STATUS_LABELS, str(d.to))}`;
    case "audit_updated":
      return `edited ${
        Object.keys((d.changes as object) ?? {})
          .map((field) => field.replace(/_/g, " "))
          .join(", ") || "the audit"
      }`;
    case "auditor_invited":
      return `invited ${str(d.name)} <${str(d.email)}> as auditor`;
    case "auditor_joined":
      return "accepted the invitation and joined the audit";
    case "control_reviewed":
      return `reviewed ${e.control_id ?? ""}: ${labelOf(AUDIT_CONTROL_STATUS_LABELS, e.status)}`;
    case "evidence_requested":
      return `requested evidence for ${e.control_id ?? ""} (${labelOf(EVIDENCE_REQUEST_PRIORITY_LABELS, str(d.priority)).toLowerCase()} priority)`;
    case "evidence_submitted":
      return `submitted evidence for ${e.control_id ?? ""}`;
    case "finding_created":
      return `recorded a ${labelOf(FINDING_SEVERITY_LABELS, str(d.severity)).toLowerCase()} finding on ${e.control_id ?? ""}: ${str(d.title)}`;
    case "finding_updated":
      return `updated a finding on ${e.control_id ?? ""}${e.status ? ` (${labelOf(FINDING_STATUS_LABELS, e.status)})` : ""}`;
    case "report_generated":
      return "generated the audit report";
    case "audit_completed":
      return `completed the audit${leftOpen(d.open_at_completion)}`;
    default:
      // Entries of a type newer than this page still read as words.
      return (e.type as string).replace(/_/g, " ");
  }
}

export function ActivityTimeline({ entries, emptyText = "No activity yet." }: { entries: ActivityJson[]; emptyText?: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>;
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5" data-testid="activity-timeline">
      {entries.map((e) => (
        <li key={e.id} className="relative">
          <span
            className={
              `absolute -left-[1.6rem] top-1.5 h-2.5 w-2.5 rounded-full ring-4 ring-white ` + `${e.actor.type === "auditor" ? "bg-purple-500" : "bg-brand-500"}`
            }
            aria-hidden
          />
          <p className="text-sm text-slate-900">
            <span className="font-medium">{e.actor.name}</span> <span className="text-xs text-slate-500">({e.actor.type})</span> {describeActivity(e)}
          </p>
          <time className="text-xs text-slate-500" dateTime={e.at}>
            {formatDateTime(e.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

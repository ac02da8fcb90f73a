import type { EvidenceRequestJson } from "@/lib/audits";
import { Badge } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { EVIDENCE_REQUEST_STATUS_LABELS } from "@/lib/vocabulary";
import { PriorityBadge } from "@/components/audits/badges";

// Amber and green are the two states that ask something of a side: returned needs the customer, accepted needs no one.
const TONE = { open: "gray", responded: "blue", accepted: "green", returned: "amber" } as const;

export function RequestStatusBadge({ status }: { status: EvidenceRequestJson["status"] }) {
  return <Badge tone={TONE[status] ?? "gray"}>{labelOf(EVIDENCE_REQUEST_STATUS_LABELS, status)}</Badge>;
}

/** The line that heads a request on both sides; `leading` is the auditor's select box. */
export function RequestHeader({ request, leading }: { request: EvidenceRequestJson; leading?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {leading}
      <span className="font-mono text-sm font-medium text-slate-900">{request.control_id}</span>
      <PriorityBadge priority={request.priority} />
      <RequestStatusBadge status={request.status} />
      <span className="text-xs text-slate-500 sm:ml-auto">Requested {formatDateTime(request.created_at)}</span>
    </div>
  );
}

/** Why the auditor sent the last submission back, kept in view until the next one is accepted. */
export function ReturnNote({ request }: { request: EvidenceRequestJson }) {
  if (request.status !== "returned" || !request.return_reason) return null;
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid={`return-reason-${request.id}`}>
      <p className="text-xs font-semibold">Returned by the auditor{request.reviewed_at ? ` · ${formatDateTime(request.reviewed_at)}` : ""}</p>
      <p className="mt-0.5 whitespace-pre-wrap break-words">{request.return_reason}</p>
    </div>
  );
}

/** Accepted requests say when, so neither side has to open the activity log to know it is settled. */
export function AcceptedNote({ request }: { request: EvidenceRequestJson }) {
  if (request.status !== "accepted") return null;
  return <p className="text-xs text-emerald-700">Accepted{request.reviewed_at ? ` ${formatDateTime(request.reviewed_at)}` : ""}.</p>;
}

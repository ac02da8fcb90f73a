import { RespondForm } from "./evidence-respond-form";
import type { EvidenceRequestJson } from "@/lib/audits";
import { RequestAssignment } from "@/components/work/request-assignment";
import type { PersonJson } from "@/lib/work";
import { AcceptedNote, RequestHeader, ReturnNote } from "@/components/evidence-threads/request-status";
import { SubmissionHistory } from "@/components/evidence-threads/submission-history";
import { RequestThread } from "@/components/evidence-threads/request-thread";

/**
 * The organisation's evidence requests: status and the auditor's verdict, every submission, the answer form while the
 * request is open or returned, who answers it by when, and its thread. Each item is anchored `request-<id>` so
 * notifications can point at one request. `readOnly` (viewers, or a complete audit) leaves the thread readable.
 */
export function EvidenceRequestList({
  auditId,
  requests,
  readOnly,
  people = [],
  canAssign = false,
}: {
  auditId: string;
  requests: EvidenceRequestJson[];
  readOnly?: boolean;
  people?: PersonJson[];
  canAssign?: boolean;
}) {
  if (requests.length === 0) return <p className="text-sm text-slate-500">The auditor has not requested any evidence yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" data-testid="evidence-requests">
      {requests.map((r) => {
        const answerable = r.status === "open" || r.status === "returned";
        return (
          <li key={r.id} id={`request-${r.id}`} className="min-w-0 scroll-mt-6 space-y-2 p-4" data-testid={`request-${r.id}`}>
            <RequestHeader request={r} />
            <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{r.description}</p>
            {people.length > 0 && <RequestAssignment auditId={auditId} request={r} people={people} canEdit={canAssign && !readOnly} />}
            <ReturnNote request={r} />
            <AcceptedNote request={r} />
            <SubmissionHistory submissions={r.submissions} />
            {answerable && !readOnly && <RespondForm auditId={auditId} requestId={r.id} again={r.status === "returned"} />}
            <RequestThread
              base={`/api/v1/audits/${auditId}/evidence-requests/${r.id}`}
              canComment={!readOnly}
              commentCount={r.comment_count}
              uploadPath="/api/v1/evidence/upload"
            />
          </li>
        );
      })}
    </ul>
  );
}

"use client";

import { useState } from "react";
import type { EvidenceRequestJson } from "@/lib/audits";
import { apiRequest, errorText } from "@/lib/client/api";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { useFormMutation } from "@/components/ui/form-mutation";
import { AcceptedNote, RequestHeader, ReturnNote } from "@/components/evidence-threads/request-status";
import { RequestThread } from "@/components/evidence-threads/request-thread";
import { SubmissionHistory } from "@/components/evidence-threads/submission-history";
import { ReviewActions } from "./review-actions";

/**
 * The auditor's evidence requests: each with its submissions, Accept / Return while it awaits review, and its
 * thread; submitted ones can be selected and accepted together. `complete`: the audit is closed, nothing changes.
 */
export function EvidenceRequestReviewList({ requests, complete }: { requests: EvidenceRequestJson[]; complete: boolean }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const responded = requests.filter((r) => r.status === "responded");
  // A refresh after a review drops requests that are no longer awaiting it from the selection.
  const chosen = responded.filter((r) => selected.has(r.id)).map((r) => r.id);
  const { mutation: accept } = useFormMutation((ids: string[]) => apiRequest("/api/v1/auditor/evidence-requests/accept", { body: { ids } }));
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? new Set([...s, id]) : new Set([...s].filter((x) => x !== id))));
  if (requests.length === 0) return <p className="text-sm text-slate-500">No evidence requested yet.</p>;
  const reviewable = !complete && responded.length > 0;
  return (
    <div className="space-y-3">
      {reviewable && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          <label className="inline-flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              checked={chosen.length === responded.length}
              onChange={(e) => setSelected(e.currentTarget.checked ? new Set(responded.map((r) => r.id)) : new Set())}
            />
            {responded.length} awaiting review
          </label>
          <Button
            variant="primary"
            className="ml-auto px-3 py-1.5"
            disabled={chosen.length === 0 || accept.isPending}
            onClick={() => accept.mutate(chosen, { onSuccess: () => setSelected(new Set()) })}
          >
            {accept.isPending ? "Accepting…" : `Accept selected${chosen.length ? ` (${chosen.length})` : ""}`}
          </Button>
          {accept.error && (
            <div className="w-full">
              <FormAlert>{errorText(accept.error)}</FormAlert>
            </div>
          )}
        </div>
      )}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white" data-testid="evidence-requests">
        {requests.map((r) => {
          const awaiting = !complete && r.status === "responded";
          const box = awaiting ? (
            <input type="checkbox" aria-label={`Select ${r.control_id}`} checked={selected.has(r.id)} onChange={(e) => toggle(r.id, e.currentTarget.checked)} />
          ) : undefined;
          return (
            <li key={r.id} id={`request-${r.id}`} className="min-w-0 scroll-mt-6 space-y-2 p-4" data-testid={`request-${r.id}`}>
              <RequestHeader request={r} leading={box} />
              <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{r.description}</p>
              <ReturnNote request={r} />
              <AcceptedNote request={r} />
              <SubmissionHistory submissions={r.submissions} />
              {awaiting && <ReviewActions requestId={r.id} controlId={r.control_id} />}
              <RequestThread
                base={`/api/v1/auditor/evidence-requests/${r.id}`}
                canComment={!complete}
                commentCount={r.comment_count}
                uploadPath="/api/v1/auditor/files"
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

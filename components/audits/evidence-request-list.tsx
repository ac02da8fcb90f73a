"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiRequest } from "@/lib/client/api";
import { PriorityBadge } from "./badges";
import { formatDateTime } from "@/lib/format/date-time";
import type { EvidenceRequestJson } from "@/lib/audits";
import { buttonClass } from "@/components/ui/button";
import { RequestAssignment } from "@/components/work/request-assignment";
import type { PersonJson } from "@/lib/work";

/** Evidence requests with the upload-and-respond action on the open ones, and who answers each by when. */
export function EvidenceRequestList({ auditId, requests, readOnly, people = [], canAssign = false }: { auditId: string; requests: EvidenceRequestJson[]; readOnly?: boolean; people?: PersonJson[]; canAssign?: boolean }) {
  if (requests.length === 0) return <p className="text-sm text-slate-500">The auditor has not requested any evidence yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" data-testid="evidence-requests">
      {requests.map((r) => (
        <li key={r.id} className="space-y-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-medium text-slate-900">{r.control_id}</span>
            <PriorityBadge priority={r.priority} />
            <span className={`text-xs font-medium ${r.status === "open" ? "text-amber-700" : "text-green-700"}`}>
              {r.status === "open" ? "Open" : "Responded"}
            </span>
            <span className="ml-auto text-xs text-slate-500">Requested {formatDateTime(r.created_at)}</span>
          </div>
          <p className="whitespace-pre-wrap text-sm text-slate-700">{r.description}</p>
          {people.length > 0 && <RequestAssignment auditId={auditId} request={r} people={people} canEdit={canAssign && !readOnly} />}
          {r.status === "responded" ? (
            <p className="text-xs text-slate-600">
              Responded {formatDateTime(r.responded_at)} with{" "}
              {r.evidence_file_url && (
                <a className="text-brand-700 underline" href={r.evidence_file_url} target="_blank" rel="noreferrer noopener">
                  the evidence file
                </a>
              )}
            </p>
          ) : (
            !readOnly && <RespondForm auditId={auditId} requestId={r.id} />
          )}
        </li>
      ))}
    </ul>
  );
}

function RespondForm({ auditId, requestId }: { auditId: string; requestId: string }) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState("");
  const respond = useMutation({
    mutationFn: async () => {
      let url = link.trim();
      if (file) {
        const form = new FormData();
        form.append("file", file);
        const uploaded = await apiRequest<{ url: string }>("/api/v1/evidence/upload", { form });
        url = uploaded.url;
      }
      return apiRequest(`/api/v1/audits/${auditId}/evidence-requests/${requestId}/respond`, { body: { evidence_file_url: url } });
    },
    onSuccess: () => router.refresh(),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Respond to evidence request"
      onSubmit={(e) => {
        e.preventDefault();
        respond.mutate();
      }}
    >
      <label className="text-xs text-slate-700">
        Upload a file (max 10 MiB)
        <input
          type="file"
          name="file"
          className="mt-1 block text-sm"
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          data-testid={`respond-file-${requestId}`}
        />
      </label>
      <span className="pb-2 text-xs text-slate-500">or</span>
      <label className="text-xs text-slate-700">
        Link to the evidence
        <input
          type="url"
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          placeholder="https://…"
          className="mt-1 block w-64 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          disabled={!!file}
        />
      </label>
      <button
        type="submit"
        disabled={respond.isPending || (!file && !link.trim())}
        className={buttonClass("primary")}
      >
        {respond.isPending ? "Submitting…" : "Submit evidence"}
      </button>
      {respond.error && (
        <p className="w-full text-xs text-red-600" role="alert">
          {respond.error.message}
        </p>
      )}
    </form>
  );
}

"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiRequest } from "@/lib/client/api";
import { FindingStatusBadge, SeverityBadge } from "@/components/audits/badges";
import type { FindingJson } from "@/lib/audits";
import { FINDING_STATUS_LABELS } from "@/lib/vocabulary";
import { formatDateTime } from "@/lib/format/date-time";
import { buttonClass } from "@/components/ui/button";

/** The auditor's findings with status changes (reopening a closed finding asks for new text). */
export function FindingsList({ findings, readOnly }: { findings: FindingJson[]; readOnly: boolean }) {
  if (findings.length === 0) return <p className="text-sm text-slate-500">No findings recorded yet.</p>;
  return (
    <ul className="space-y-3" data-testid="auditor-findings">
      {findings.map((f) => (
        <FindingRow key={f.id} finding={f} readOnly={readOnly} />
      ))}
    </ul>
  );
}

function FindingRow({ finding, readOnly }: { finding: FindingJson; readOnly: boolean }) {
  const router = useRouter();
  const [status, setStatus] = useState(finding.status);
  const [description, setDescription] = useState(finding.description);
  const [remediation, setRemediation] = useState(finding.remediation ?? "");
  const reopening = status === "open" && (finding.status === "resolved" || finding.status === "accepted");
  const dirty = status !== finding.status || description !== finding.description || remediation !== (finding.remediation ?? "");
  const save = useMutation({
    mutationFn: () => {
      const body: Record<string, unknown> = {};
      if (status !== finding.status) body.status = status;
      if (description !== finding.description) body.description = description;
      if (remediation !== (finding.remediation ?? "")) body.remediation = remediation.trim() ? remediation : null;
      return apiRequest<FindingJson>(`/api/v1/auditor/findings/${finding.id}`, { method: "PUT", body });
    },
    onSuccess: (saved) => {
      // Show what the server stored (trimmed), so the row is clean again after saving.
      setStatus(saved.status);
      setDescription(saved.description);
      setRemediation(saved.remediation ?? "");
      router.refresh();
    },
  });
  return (
    <li
      id={`finding-${finding.id}`}
      className="scroll-mt-4 rounded-md border border-slate-200 bg-white p-4 target:ring-2 target:ring-brand-500"
      data-testid={`finding-${finding.id}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity={finding.severity} />
        <span className="font-mono text-xs text-slate-600">{finding.control_id}</span>
        <span className="font-medium text-slate-900">{finding.title}</span>
        <FindingStatusBadge status={finding.status} />
        <span className="ml-auto text-xs text-slate-500">Updated {formatDateTime(finding.updated_at)}</span>
      </div>
      {finding.management_response && (
        <p className="mt-2 whitespace-pre-wrap rounded-md bg-slate-50 p-2 text-sm text-slate-700" data-testid={`management-response-${finding.id}`}>
          <span className="font-medium">
            Management response{finding.management_response_at ? ` (${formatDateTime(finding.management_response_at)})` : ""}:{" "}
          </span>
          {finding.management_response}
          {finding.due_at && <span className="block text-xs text-slate-500">Remediation due {formatDateTime(finding.due_at)}</span>}
        </p>
      )}
      {readOnly ? (
        <>
          <p className="mt-2 whitespace-pre-wrap text-sm text-slate-700">{finding.description}</p>
          {finding.remediation && <p className="mt-1 whitespace-pre-wrap text-sm text-slate-600">Remediation: {finding.remediation}</p>}
        </>
      ) : (
        <form
          className="mt-3 grid gap-3 md:grid-cols-[12rem_1fr_1fr_auto] md:items-end"
          aria-label={`Update finding ${finding.title}`}
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <label className="text-xs font-medium text-slate-700">
            Status
            <select
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as typeof status)}
              className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            >
              {Object.entries(FINDING_STATUS_LABELS).map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <label className="text-xs font-medium text-slate-700">
            Description
            <textarea
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              rows={5}
              className="mt-1 block w-full resize-y rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            />
          </label>
          <label className="text-xs font-medium text-slate-700">
            Remediation
            <textarea
              value={remediation}
              onChange={(e) => setRemediation(e.currentTarget.value)}
              rows={5}
              className="mt-1 block w-full resize-y rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            />
          </label>
          <button type="submit" disabled={!dirty || save.isPending} className={buttonClass("primary")}>
            {save.isPending ? "Saving…" : "Save"}
          </button>
          {reopening && (
            <p className="text-xs text-amber-700 md:col-span-4">
              Reopening a {FINDING_STATUS_LABELS[finding.status].toLowerCase()} finding needs a new description or remediation.
            </p>
          )}
          {save.error && (
            <p role="alert" className="text-xs text-red-600 md:col-span-4">
              {save.error.message}
            </p>
          )}
        </form>
      )}
    </li>
  );
}

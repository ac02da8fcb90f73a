"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Fragment, useState } from "react";
import { apiRequest } from "@/lib/client/api";
import { ControlStatusBadge } from "@/components/audits/badges";
import { AUDIT_CONTROL_STATUS_LABELS } from "@/lib/vocabulary";
import { EvidenceRequestForm } from "./evidence-request-form";
import { FindingForm } from "./finding-form";
import type { AuditorControlJson, ControlDocumentJson, ControlEvidenceJson } from "@/lib/audits";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { buttonClass } from "@/components/ui/button";
import { Badge } from "@/components/ui/card";

const controlPath = (id: string) => `/api/v1/auditor/controls/${encodeURIComponent(id)}`;

/** The auditor's control table: inline status / notes / sufficiency editing and an evidence panel. */
export function ControlsEditor({ controls, readOnly }: { controls: AuditorControlJson[]; readOnly: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  if (controls.length === 0) return <p className="text-sm text-slate-500">No controls match.</p>;
  return (
    <div className="relative overflow-x-auto rounded-md border border-slate-200">
      <table className="table-stack min-w-full divide-y divide-slate-200 text-sm" data-testid="auditor-controls">
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th className="px-3 py-2">Control</th>
            <th className="px-3 py-2">Status</th>
            <th className="px-3 py-2">Evidence sufficient</th>
            <th className="px-3 py-2">Notes</th>
            <th className="px-3 py-2">Evidence</th>
            <th className="px-3 py-2" />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {controls.map((c) => (
            <Fragment key={c.control_id}>
              <ControlRow
                control={c}
                readOnly={readOnly}
                expanded={open === c.control_id}
                onToggle={() => setOpen(open === c.control_id ? null : c.control_id)}
              />
              {open === c.control_id && (
                <tr>
                  <td colSpan={6} className="bg-slate-50 px-3 py-4">
                    <EvidencePanel control={c} readOnly={readOnly} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ControlRow({ control, readOnly, expanded, onToggle }: { control: AuditorControlJson; readOnly: boolean; expanded: boolean; onToggle: () => void }) {
  const router = useRouter();
  const [status, setStatus] = useState(control.status);
  const [notes, setNotes] = useState(control.auditor_notes ?? "");
  const [sufficient, setSufficient] = useState(control.evidence_sufficient === null ? "" : String(control.evidence_sufficient));
  const dirty =
    status !== control.status ||
    notes !== (control.auditor_notes ?? "") ||
    sufficient !== (control.evidence_sufficient === null ? "" : String(control.evidence_sufficient));
  const save = useMutation({
    mutationFn: () =>
      apiRequest<AuditorControlJson>(`${controlPath(control.control_id)}/status`, {
        method: "PUT",
        body: { status, auditor_notes: notes.trim() ? notes : null, evidence_sufficient: sufficient === "" ? null : sufficient === "true" },
      }),
    onSuccess: (saved) => {
      // The server trims and normalises; show what it stored so the row is clean again.
      setStatus(saved.status);
      setNotes(saved.auditor_notes ?? "");
      setSufficient(saved.evidence_sufficient === null ? "" : String(saved.evidence_sufficient));
      router.refresh();
    },
  });
  const rowId = control.control_id.replace(/[^A-Za-z0-9]/g, "_");
  return (
    <tr className="align-top" data-testid={`control-row-${control.control_id}`}>
      <td data-label="Control" className="px-3 py-2">
        <div className="min-w-0">
          <div className="font-mono text-xs font-medium text-slate-900">{control.control_id}</div>
          <div className="max-w-xs text-slate-900">{control.title}</div>
          {control.category && <div className="text-xs text-slate-500">{control.category}</div>}
          <div className="mt-1">
            <ControlStatusBadge status={control.status} />{" "}
            {/* A control recorded as not tested at completion was never reviewed: say what happened on that date. */}
            {control.reviewed_at && (
              <span className="text-xs text-slate-500">
                {control.status === "not_tested" ? "recorded at completion" : "reviewed"} {formatDate(control.reviewed_at)}
              </span>
            )}
          </div>
        </div>
      </td>
      <td data-label="Status" className="px-3 py-2">
        <label className="sr-only" htmlFor={`status-${rowId}`}>
          Status of {control.control_id}
        </label>
        <select
          id={`status-${rowId}`}
          value={status}
          disabled={readOnly}
          onChange={(e) => setStatus(e.currentTarget.value as typeof status)}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm"
        >
          {Object.entries(AUDIT_CONTROL_STATUS_LABELS).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Sufficient" className="px-3 py-2">
        <label className="sr-only" htmlFor={`sufficient-${rowId}`}>
          Evidence sufficient for {control.control_id}
        </label>
        <select
          id={`sufficient-${rowId}`}
          value={sufficient}
          disabled={readOnly}
          onChange={(e) => setSufficient(e.currentTarget.value)}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm"
        >
          <option value="">Not assessed</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      </td>
      <td data-label="Notes" className="px-3 py-2">
        <label className="sr-only" htmlFor={`notes-${rowId}`}>
          Notes on {control.control_id}
        </label>
        <textarea
          id={`notes-${rowId}`}
          value={notes}
          disabled={readOnly}
          onChange={(e) => setNotes(e.currentTarget.value)}
          rows={3}
          maxLength={10000}
          className="min-h-20 w-full resize-y sm:w-64 rounded-md border border-slate-300 px-2 py-1 text-sm"
        />
      </td>
      <td data-label="Evidence" className="px-3 py-2">
        <button type="button" onClick={onToggle} className="text-left text-brand-700 hover:underline" aria-expanded={expanded}>
          {backingText(control)} {expanded ? "▴" : "▾"}
        </button>
      </td>
      <td className="px-3 py-2">
        {!readOnly && (
          <button type="button" disabled={!dirty || save.isPending} onClick={() => save.mutate()} className={buttonClass("primary")}>
            {save.isPending ? "Saving…" : "Save"}
          </button>
        )}
        {save.error && (
          <p className="mt-1 max-w-[12rem] text-xs text-red-600" role="alert">
            {save.error.message}
          </p>
        )}
      </td>
    </tr>
  );
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** "2 items · 1 document": the evidence items and the approved document versions that back the control. */
function backingText(c: AuditorControlJson): string {
  return c.document_count > 0 ? `${plural(c.evidence_count, "item")} · ${plural(c.document_count, "document")}` : plural(c.evidence_count, "item");
}

/** The time an item is evidence of, as the API settles it (docs/api.md §8): a point, a span, or open at either end. */
function effectiveText(e: ControlEvidenceJson): string {
  if (!e.effective_from && !e.effective_to) return "Evidence of any time";
  if (!e.effective_to) return `Evidence from ${formatDate(e.effective_from)}`;
  if (!e.effective_from) return `Evidence until ${formatDate(e.effective_to)}`;
  const from = formatDate(e.effective_from);
  const to = formatDate(e.effective_to);
  return from === to ? `Evidence of ${from}` : `Evidence of ${from} – ${to}`;
}

function EvidencePanel({ control, readOnly }: { control: AuditorControlJson; readOnly: boolean }) {
  const [showAll, setShowAll] = useState(false);
  const evidence = useQuery({
    // The count from the server-rendered row is part of the key, so a new submission refetches.
    queryKey: ["auditor-control-evidence", control.control_id, control.evidence_count, showAll],
    queryFn: () => apiRequest<ControlEvidenceJson[]>(`${controlPath(control.control_id)}/evidence?limit=200${showAll ? "&include_out_of_period=true" : ""}`),
  });
  const shown = evidence.data?.length ?? 0;
  // evidence_count counts every item the auditor may see, outside the period too.
  const hidden = control.evidence_count - shown;
  return (
    <div className="grid w-full min-w-0 gap-6 lg:grid-cols-3" data-testid={`evidence-panel-${control.control_id}`}>
      <div className="lg:col-span-1">
        <h4 className="text-sm font-semibold text-slate-900">Evidence for {control.control_id}</h4>
        {control.description && <p className="mt-1 text-xs text-slate-600">{control.description}</p>}
        <ControlDocuments control={control} />
        <h5 className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-600">Evidence items</h5>
        <label className="mt-1 flex items-center gap-2 text-xs text-slate-700">
          <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />
          Show evidence outside the period
        </label>
        {evidence.isPending && <p className="mt-2 text-sm text-slate-500">Loading…</p>}
        {evidence.error && <p className="mt-2 text-sm text-red-600">{evidence.error.message}</p>}
        {evidence.data && shown === 0 && (
          <p className="mt-2 text-sm text-slate-500">
            {control.evidence_count > 0 && !showAll ? "No evidence in the audit's period." : "No evidence submitted yet."}
          </p>
        )}
        {evidence.data && hidden > 0 && (
          <p className="mt-2 text-xs text-slate-500">
            {showAll || shown >= 200
              ? `Showing the newest ${shown} of ${control.evidence_count} items.`
              : `${hidden} more item${hidden === 1 ? "" : "s"} fall${hidden === 1 ? "s" : ""} outside the audit's period.`}
          </p>
        )}
        {evidence.data && shown > 0 && (
          <ul className="mt-2 space-y-2">
            {evidence.data.map((e) => (
              <li key={e.id} className="rounded border border-slate-200 bg-white p-2 text-sm" data-testid={`evidence-${e.id}`}>
                <a href={e.url} target="_blank" rel="noreferrer noopener" className="font-medium break-words text-brand-700 hover:underline">
                  {e.title}
                </a>
                {!e.in_period && (
                  <span className="ml-2 align-middle">
                    <Badge tone="amber">Outside the period</Badge>
                  </span>
                )}
                {e.deleted_at && <span className="ml-2 text-xs font-medium text-red-700">Deleted by the customer {formatDateTime(e.deleted_at)}</span>}
                {e.description && <p className="text-xs text-slate-600">{e.description}</p>}
                <p className="text-xs text-slate-600">{effectiveText(e)}</p>
                <p className="text-xs text-slate-500">Added {formatDateTime(e.created_at)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      {!readOnly && (
        <>
          <div>
            <h4 className="text-sm font-semibold text-slate-900">Request evidence</h4>
            <EvidenceRequestForm defaultControlId={control.control_id} compact />
          </div>
          <div>
            <h4 className="text-sm font-semibold text-slate-900">Record a finding</h4>
            <FindingForm defaultControlId={control.control_id} compact />
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The approved document versions behind the control (its policies and plans), each pinned by version and hash: once
 * the audit is complete, the versions it cited.
 */
function ControlDocuments({ control }: { control: AuditorControlJson }) {
  const documents = useQuery({
    queryKey: ["auditor-control-documents", control.control_id, control.document_count],
    queryFn: () => apiRequest<ControlDocumentJson[]>(`${controlPath(control.control_id)}/documents?limit=200`),
    enabled: control.document_count > 0,
  });
  return (
    <section className="mt-3" aria-label={`Policies and documents for ${control.control_id}`}>
      <h5 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Policies and documents</h5>
      {control.document_count === 0 && (
        <p className="mt-1 text-sm text-slate-500">{control.in_scope ? "No approved document backs this control." : "Out of the audit's scope."}</p>
      )}
      {documents.isPending && control.document_count > 0 && <p className="mt-1 text-sm text-slate-500">Loading…</p>}
      {documents.error && <p className="mt-1 text-sm text-red-600">{documents.error.message}</p>}
      {documents.data && documents.data.length > 0 && (
        <ul className="mt-2 space-y-2">
          {documents.data.map((d) => (
            <li key={d.version_id} className="rounded border border-slate-200 bg-white p-2 text-sm" data-testid={`document-${d.version_id}`}>
              <a href={d.download_url} target="_blank" rel="noreferrer noopener" className="font-medium break-words text-brand-700 hover:underline">
                {d.title}
              </a>
              {d.cited && (
                <span className="ml-2 align-middle">
                  <Badge tone="blue">Cited</Badge>
                </span>
              )}
              <p className="text-xs text-slate-600">
                Version {d.version}
                {d.approved_at ? `, approved ${formatDate(d.approved_at)}` : ""}
              </p>
              <p className="text-xs break-all text-slate-500" title="SHA-256 of the version's Markdown">
                SHA-256 <span className="font-mono">{d.sha256.slice(0, 16)}…</span>
              </p>
              <a href={`${d.download_url}?format=pdf`} target="_blank" rel="noreferrer noopener" className="text-xs text-brand-700 hover:underline">
                PDF
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

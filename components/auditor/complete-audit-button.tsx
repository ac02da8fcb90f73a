"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiAll, apiRequest, errorText } from "@/lib/client/api";
import type { AuditorControlJson, CompletionCheckJson, FindingJson, OpenWorkJson } from "@/lib/audits";
import { labelOf } from "@/lib/format/labels";
import { FINDING_SEVERITY_LABELS, FINDING_STATUS_LABELS } from "@/lib/vocabulary";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/field";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Everything completing would leave open, one line each, zeros included: the auditor sees what was checked. */
function OpenWorkList({ open, held }: { open: OpenWorkJson; held: boolean }) {
  const lines = [
    { key: "pending_controls", text: `${plural(open.pending_controls, "control", "controls")} pending${held ? "" : ", to be recorded as not tested"}` },
    { key: "pending_sample_items", text: `${plural(open.pending_sample_items, "sample item", "sample items")} not yet tested` },
    { key: "open_evidence_requests", text: `${plural(open.open_evidence_requests, "evidence request", "evidence requests")} not accepted` },
    { key: "open_findings", text: `${plural(open.open_findings, "finding", "findings")} not resolved or accepted` },
  ] as const;
  return (
    <ul className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2" data-testid="open-at-completion">
      {lines.map((l) => (
        <li key={l.key} data-testid={`open-${l.key}`} className={open[l.key] > 0 ? "font-medium text-slate-900" : "text-slate-500"}>
          {l.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * Completes the audit from a form in a modal dialog (docs/api.md §8): a late, deliberate step, so the button is a
 * secondary one. The dialog first asks the server whether the audit can be completed now (`GET /auditor/complete`): a
 * Type II audit whose observation period is still running says so, with the date, and offers no completion. Otherwise
 * it states everything still open (pending controls, sample items, evidence requests, findings), asks the reason each
 * pending control was not tested and has the unresolved findings acknowledged. The lists load when it opens.
 */
export function CompleteAuditButton({ check }: { check: CompletionCheckJson }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [shared, setShared] = useState("");
  const [acknowledged, setAcknowledged] = useState(false);

  const lists = useQuery({
    queryKey: ["auditor-complete-lists"],
    enabled: open,
    queryFn: async () => {
      const now = await apiRequest<CompletionCheckJson>("/api/v1/auditor/complete");
      if (!now.can_complete) return { check: now, controls: [], findings: [] };
      const [controls, openFindings, inProgress] = await Promise.all([
        apiAll<AuditorControlJson>("/api/v1/auditor/controls?status=pending", 100),
        apiAll<FindingJson>("/api/v1/auditor/findings?status=open", 100),
        apiAll<FindingJson>("/api/v1/auditor/findings?status=in_progress", 100),
      ]);
      // Controls out of scope stay `pending` but are never tested: the service refuses a reason for them.
      return { check: now, controls: controls.filter((c) => c.in_scope), findings: [...openFindings, ...inProgress] };
    },
  });
  const current = lists.data?.check ?? check;
  const controls = lists.data?.controls ?? [];
  const findings = lists.data?.findings ?? [];
  const reasonOf = (id: string) => (reasons[id] ?? "").trim() || shared.trim();
  const missing = controls.filter((c) => !reasonOf(c.control_id)).length;
  const ready = lists.isSuccess && current.can_complete && missing === 0 && (findings.length === 0 || acknowledged);

  const complete = useMutation({
    mutationFn: () =>
      apiRequest("/api/v1/auditor/complete", {
        method: "POST",
        body: {
          not_tested: controls.map((c) => ({ control_id: c.control_id, reason: reasonOf(c.control_id) })),
          open_findings: findings.map((f) => f.id),
        },
      }),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });

  function show() {
    setOpen(true);
    void lists.refetch();
  }

  const held = lists.isSuccess && !current.can_complete;
  return (
    <>
      <Button variant="secondary" onClick={show}>
        Complete audit…
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Complete this audit?"
        description="Completing locks the audit: no control review, evidence request or finding can change afterwards, for you or the organisation."
        width="2xl"
        onSubmit={() => {
          if (ready) complete.mutate();
        }}
        error={complete.error ? errorText(complete.error) : null}
        actions={
          held ? (
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!ready || complete.isPending}>
                {complete.isPending ? "Completing…" : "Yes, complete the audit"}
              </Button>
            </>
          )
        }
      >
        {lists.isLoading && <p className="text-sm text-slate-500">Checking what is still open…</p>}
        {lists.error && (
          <p role="alert" className="text-sm text-red-600">
            {errorText(lists.error)}
          </p>
        )}
        {held && (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="completion-held">
            {current.reason}
          </p>
        )}
        {lists.isSuccess && (
          <section aria-label="Still open" className="space-y-2">
            <h3 className="text-sm font-medium text-slate-900">{held ? "Still open today" : "Still open, and stated in the completed audit"}</h3>
            <OpenWorkList open={current.open} held={held} />
          </section>
        )}
        {controls.length > 0 && (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-900">
              {controls.length} control{controls.length === 1 ? " is" : "s are"} still pending: each is recorded as not tested, with a reason.
            </legend>
            {controls.length > 1 && (
              <label className="block text-sm text-slate-700">
                Reason for every control left blank below
                <input value={shared} onChange={(e) => setShared(e.target.value)} maxLength={2000} className={`${inputClass} mt-1`} />
              </label>
            )}
            <ul className="max-h-72 space-y-2 overflow-auto pr-1" data-testid="not-tested-list">
              {controls.map((c) => (
                <li key={c.control_id}>
                  <label className="block text-sm text-slate-700">
                    <span className="font-mono text-xs text-slate-900">{c.control_id}</span> {c.title} — reason not tested
                    <input
                      value={reasons[c.control_id] ?? ""}
                      onChange={(e) => setReasons((r) => ({ ...r, [c.control_id]: e.target.value }))}
                      required={!shared.trim()}
                      maxLength={2000}
                      className={`${inputClass} mt-1`}
                    />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {findings.length > 0 && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">
              {findings.length} finding{findings.length === 1 ? " is" : "s are"} not resolved or accepted
            </legend>
            <ul className="max-h-40 list-disc space-y-1 overflow-auto pl-5 text-sm text-slate-700">
              {findings.map((f) => (
                <li key={f.id}>
                  {f.title} ({labelOf(FINDING_SEVERITY_LABELS, f.severity)}, {labelOf(FINDING_STATUS_LABELS, f.status).toLowerCase()}, {f.control_id})
                </li>
              ))}
            </ul>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} required />
              Report these findings as unresolved in the final report
            </label>
          </fieldset>
        )}
        {lists.isSuccess && !held && controls.length === 0 && findings.length === 0 && (
          <p className="text-sm text-slate-700">Every control in scope has been reviewed and no finding is open.</p>
        )}
      </Dialog>
    </>
  );
}

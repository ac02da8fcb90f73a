"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiAll, apiRequest, errorText } from "@/lib/client/api";
import type { AuditorControlJson, FindingJson } from "@/lib/audits";
import { labelOf } from "@/lib/format/labels";
import { FINDING_SEVERITY_LABELS, FINDING_STATUS_LABELS } from "@/lib/vocabulary";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/field";

/**
 * Completes the audit from a form in a modal dialog (docs/api.md §8): every control in scope still
 * pending needs the reason it was not tested, and findings still open or in progress are acknowledged as
 * reported unresolved. The lists are loaded when the dialog opens, so they are current.
 */
export function CompleteAuditButton({ pending }: { pending: number }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [shared, setShared] = useState("");
  const [acknowledged, setAcknowledged] = useState(false);

  const lists = useQuery({
    queryKey: ["auditor-complete-lists"],
    enabled: open,
    queryFn: async () => {
      const [controls, openFindings, inProgress] = await Promise.all([
        apiAll<AuditorControlJson>("/api/v1/auditor/controls?status=pending", 100),
        apiAll<FindingJson>("/api/v1/auditor/findings?status=open", 100),
        apiAll<FindingJson>("/api/v1/auditor/findings?status=in_progress", 100),
      ]);
      // Controls out of scope stay `pending` but are never tested: the service refuses a reason for them.
      return { controls: controls.filter((c) => c.in_scope), findings: [...openFindings, ...inProgress] };
    },
  });
  const controls = lists.data?.controls ?? [];
  const findings = lists.data?.findings ?? [];
  const reasonOf = (id: string) => (reasons[id] ?? "").trim() || shared.trim();
  const missing = controls.filter((c) => !reasonOf(c.control_id)).length;
  const ready = lists.isSuccess && missing === 0 && (findings.length === 0 || acknowledged);

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

  return (
    <>
      <Button onClick={show}>Complete audit…</Button>
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
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready || complete.isPending}>
              {complete.isPending ? "Completing…" : "Yes, complete the audit"}
            </Button>
          </>
        }
      >
        {lists.isLoading && <p className="text-sm text-slate-500">Loading pending controls and open findings…</p>}
        {lists.error && (
          <p role="alert" className="text-sm text-red-600">
            {errorText(lists.error)}
          </p>
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
        {lists.isSuccess && controls.length === 0 && findings.length === 0 && pending === 0 && (
          <p className="text-sm text-slate-700">Every control has been reviewed and no finding is open.</p>
        )}
      </Dialog>
    </>
  );
}

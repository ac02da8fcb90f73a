"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, apiAll } from "@/lib/client/api";
import type { AuditorControlJson } from "@/lib/audits";
import { ControlSearch } from "@/components/ui/control-search";
import { inputClass as input, useCreateForm } from "./use-create-form";
import { buttonClass } from "@/components/ui/button";

export function EvidenceRequestForm({ defaultControlId, compact }: { defaultControlId?: string; compact?: boolean }) {
  const { formRef, errors, create, submit } = useCreateForm("/api/v1/auditor/evidence-requests");
  const [picked, setPicked] = useState<{ controlId: string; title: string } | null>(null);
  // A sent request clears the chosen control along with the rest of the form.
  const [sentAt, setSentAt] = useState(0);
  if (create.isSuccess && create.submittedAt !== sentAt) {
    setSentAt(create.submittedAt);
    setPicked(null);
  }
  // The audit's own controls, so the auditor picks one by id or title instead of typing an id.
  const controls = useQuery({
    queryKey: ["auditor-controls"],
    enabled: !defaultControlId,
    staleTime: 60_000,
    queryFn: () => apiAll<AuditorControlJson>("/api/v1/auditor/controls"),
  });
  return (
    <form
      ref={formRef}
      aria-label="Request evidence"
      className={compact ? "mt-2 space-y-2" : "space-y-3"}
      onSubmit={(e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        submit({
          control_id: String(f.get("control_id") ?? ""),
          description: String(f.get("description") ?? ""),
          priority: String(f.get("priority") ?? "medium"),
        });
      }}
    >
      {defaultControlId ? (
        <input type="hidden" name="control_id" value={defaultControlId} />
      ) : (
        <div className="text-xs">
          <input type="hidden" name="control_id" value={picked?.controlId ?? ""} />
          {picked ? (
            <p className="text-sm">
              <span className="font-medium text-slate-700">Control:</span> {picked.controlId} — {picked.title}{" "}
              <button type="button" className="text-xs text-brand-600 underline" onClick={() => setPicked(null)}>
                Change
              </button>
            </p>
          ) : (
            <ControlSearch
              label="Control"
              controls={(controls.data ?? []).map((c) => ({ controlId: c.control_id, title: c.title }))}
              loading={controls.isLoading}
              error={errors.control_id ?? (controls.isError ? "The audit's controls could not be loaded; reload the page." : undefined)}
              onPick={setPicked}
            />
          )}
        </div>
      )}
      <label className="block text-xs font-medium text-slate-700">
        What evidence is needed
        <textarea name="description" required rows={compact ? 3 : 5} maxLength={5000} className={input} />
        {errors.description && <span className="text-xs text-red-600">{errors.description}</span>}
      </label>
      <label className="block text-xs font-medium text-slate-700">
        Priority
        <select name="priority" defaultValue="medium" className={input}>
          <option value="low">Low</option>
          <option value="medium">Medium</option>
          <option value="high">High</option>
          <option value="critical">Critical</option>
        </select>
      </label>
      <button
        type="submit"
        disabled={create.isPending}
        className={buttonClass("primary")}
      >
        {create.isPending ? "Sending…" : "Request evidence"}
      </button>
      {create.isSuccess && <p className="text-xs text-green-700" role="status">Evidence requested.</p>}
      {create.error && !(create.error instanceof ApiError && create.error.code === "validation_failed") && (
        <p className="text-xs text-red-600" role="alert">
          {create.error.message}
        </p>
      )}
    </form>
  );
}

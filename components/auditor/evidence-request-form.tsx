"use client";

import { ApiError } from "@/lib/client/api";
import { AuditControlField } from "./audit-control-field";
import { inputClass as input, useCreateForm } from "./use-create-form";
import { buttonClass } from "@/components/ui/button";

export function EvidenceRequestForm({ defaultControlId, compact }: { defaultControlId?: string; compact?: boolean }) {
  const { formRef, errors, create, submit } = useCreateForm("/api/v1/auditor/evidence-requests");
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
      <AuditControlField defaultControlId={defaultControlId} error={errors.control_id} clearedAt={create.isSuccess ? create.submittedAt : 0} />
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

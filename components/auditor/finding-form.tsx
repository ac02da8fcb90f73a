"use client";

import { ApiError } from "@/lib/client/api";
import { AuditControlField } from "./audit-control-field";
import { inputClass as input, useCreateForm } from "./use-create-form";
import { buttonClass } from "@/components/ui/button";

export function FindingForm({ defaultControlId, compact }: { defaultControlId?: string; compact?: boolean }) {
  const { formRef, errors, create, submit } = useCreateForm("/api/v1/auditor/findings");
  return (
    <form
      ref={formRef}
      aria-label="Record a finding"
      className={compact ? "mt-2 space-y-2" : "space-y-3"}
      onSubmit={(e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        const body: Record<string, string> = {
          control_id: String(f.get("control_id") ?? ""),
          severity: String(f.get("severity") ?? ""),
          title: String(f.get("title") ?? ""),
          description: String(f.get("description") ?? ""),
        };
        const remediation = String(f.get("remediation") ?? "").trim();
        if (remediation) body.remediation = remediation;
        submit(body);
      }}
    >
      <AuditControlField defaultControlId={defaultControlId} error={errors.control_id} clearedAt={create.isSuccess ? create.submittedAt : 0} />
      <label className="block text-xs font-medium text-slate-700">
        Severity
        <select name="severity" required defaultValue="" className={input}>
          <option value="" disabled>
            Choose…
          </option>
          <option value="critical">Critical</option>
          <option value="major">Major</option>
          <option value="minor">Minor</option>
          <option value="observation">Observation</option>
        </select>
        {errors.severity && <span className="text-xs text-red-600">{errors.severity}</span>}
      </label>
      <label className="block text-xs font-medium text-slate-700">
        Title
        <input name="title" required maxLength={300} className={input} />
        {errors.title && <span className="text-xs text-red-600">{errors.title}</span>}
      </label>
      <label className="block text-xs font-medium text-slate-700">
        Description
        <textarea name="description" required rows={compact ? 4 : 6} maxLength={10000} className={input} />
        {errors.description && <span className="text-xs text-red-600">{errors.description}</span>}
      </label>
      <label className="block text-xs font-medium text-slate-700">
        Recommended remediation <span className="font-normal text-slate-500">(optional)</span>
        <textarea name="remediation" rows={compact ? 3 : 5} maxLength={10000} className={input} />
      </label>
      <button type="submit" disabled={create.isPending} className={buttonClass("primary")}>
        {create.isPending ? "Saving…" : "Record finding"}
      </button>
      {create.isSuccess && (
        <p className="text-xs text-green-700" role="status">
          Finding recorded.
        </p>
      )}
      {create.error && !(create.error instanceof ApiError && create.error.code === "validation_failed") && (
        <p className="text-xs text-red-600" role="alert">
          {create.error.message}
        </p>
      )}
    </form>
  );
}

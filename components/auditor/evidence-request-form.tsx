"use client";

import { ApiError } from "@/lib/client/api";
import { AuditControlField } from "./audit-control-field";
import { AuditControlsField } from "./audit-controls-field";
import { inputClass as input, useCreateForm } from "./use-create-form";
import { buttonClass } from "@/components/ui/button";

/**
 * On a control's row the request is for that control; on the requests page the auditor may pick several controls,
 * which go through the bulk route as one request each with the same text.
 */
export function EvidenceRequestForm({ defaultControlId, compact }: { defaultControlId?: string; compact?: boolean }) {
  const { formRef, errors, create, submit } = useCreateForm("/api/v1/auditor/evidence-requests");
  const cleared = create.isSuccess ? create.submittedAt : 0;
  // The bulk route names a bad control by its index ("control_ids.2"); the field shows it either way.
  const controlError = errors.control_id ?? Object.entries(errors).find(([path]) => path.startsWith("control_ids"))?.[1];
  return (
    <form
      ref={formRef}
      aria-label="Request evidence"
      className={compact ? "mt-2 space-y-2" : "space-y-3"}
      onSubmit={(e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        const ids = f.getAll("control_id").map(String).filter(Boolean);
        const rest = { description: String(f.get("description") ?? ""), priority: String(f.get("priority") ?? "medium") };
        if (ids.length > 1) submit({ control_ids: ids, ...rest }, "/api/v1/auditor/evidence-requests/bulk");
        else submit({ control_id: ids[0] ?? "", ...rest });
      }}
    >
      {defaultControlId ? (
        <AuditControlField defaultControlId={defaultControlId} error={errors.control_id} clearedAt={cleared} />
      ) : (
        <AuditControlsField error={controlError} clearedAt={cleared} />
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
      <button type="submit" disabled={create.isPending} className={buttonClass("primary")}>
        {create.isPending ? "Sending…" : "Request evidence"}
      </button>
      {create.isSuccess && (
        <p className="text-xs text-green-700" role="status">
          {Array.isArray(create.data) ? `${create.data.length} evidence requests sent.` : "Evidence requested."}
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

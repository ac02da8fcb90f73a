"use client";

import { useState } from "react";
import { apiRequest, errorText } from "@/lib/client/api";
import type { AuditJson } from "@/lib/audits";
import { onFormSubmit, useFormMutation } from "@/components/ui/form-mutation";
import { SaveCancel } from "@/components/ui/inline-edit";
import { useCan } from "@/components/ui/role";
import { AuditPeriodFields } from "./audit-period-fields";
import { periodText } from "./period-text";

type Period = Pick<AuditJson, "type" | "period_start" | "period_end" | "as_of">;

/**
 * The audit's period (Type II) or as-of date (Type I) with its edit. Offered to members while the audit is
 * `draft` or `in_progress`: later the API answers 409, since fieldwork is measured against it.
 */
export function AuditPeriod({ auditId, audit, editable }: { auditId: string; audit: Period; editable: boolean }) {
  const canEdit = useCan("member") && editable;
  const [editing, setEditing] = useState(false);
  const { mutation, fieldErrors } = useFormMutation((body: Record<string, string>) =>
    apiRequest<AuditJson>(`/api/v1/audits/${auditId}`, { method: "PUT", body }),
  );
  const label = audit.type === "type_ii" ? "Observation period" : "As-of date";
  const text = periodText(audit);

  if (editing) {
    return (
      <form
        className="space-y-3"
        aria-label={`Edit ${label.toLowerCase()}`}
        onSubmit={onFormSubmit((form) => {
          const fields = audit.type === "type_ii" ? ["period_start", "period_end"] : ["as_of"];
          mutation.mutate(Object.fromEntries(fields.map((f) => [f, String(form.get(f) ?? "")])), { onSuccess: () => setEditing(false) });
        })}
      >
        <AuditPeriodFields type={audit.type} errors={fieldErrors} initial={audit} idPrefix="edit-" />
        <div className="flex flex-wrap items-center gap-2">
          <SaveCancel pending={mutation.isPending} onCancel={() => setEditing(false)} />
        </div>
        {mutation.error && Object.keys(fieldErrors).length === 0 && (
          <p className="text-xs text-red-600" role="alert">
            {errorText(mutation.error)}
          </p>
        )}
      </form>
    );
  }
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      <span data-testid="audit-period" className={text ? "text-slate-900" : "text-amber-700"}>
        {text ?? "Not set yet: populations can be added once it is."}
      </span>
      {canEdit && (
        <button type="button" className="text-brand-700 underline" onClick={() => setEditing(true)}>
          {text ? "Edit" : "Set"}
        </button>
      )}
    </div>
  );
}

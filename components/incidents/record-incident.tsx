"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, inputClass } from "@/components/ui/field";
import { useFormMutation } from "@/components/ui/form-mutation";
import type { IncidentJson } from "@/lib/incidents";
import { apiRequest, errorText } from "@/lib/client/api";
import { INCIDENT_SEVERITY_LABELS } from "@/lib/vocabulary";

/** "Record an incident": title, severity, when it was detected and whether personal data was breached. */
export function RecordIncident() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { mutation, fieldErrors } = useFormMutation((form: FormData) => {
    const detected = String(form.get("detectedAt") ?? "");
    return apiRequest<IncidentJson>("/api/v1/incidents", {
      method: "POST",
      body: {
        title: String(form.get("title") ?? ""),
        severity: String(form.get("severity") ?? "sev3"),
        description: String(form.get("description") ?? "") || undefined,
        ...(detected ? { detectedAt: new Date(detected).toISOString() } : {}),
        personalDataBreach: form.get("personalDataBreach") === "on",
        healthDataInvolved: form.get("healthDataInvolved") === "on",
      },
    });
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Record an incident</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Record an incident"
        description="It starts as open. Add the timeline, owner and controls on its page."
        noValidate
        onSubmit={() => {
          // The dialog's own <form> holds the fields.
          const form = document.getElementById("record-incident-form")?.closest("form");
          if (form)
            mutation.mutate(new FormData(form), {
              onSuccess: (incident) => {
                setOpen(false);
                router.push(`/incidents/${incident.id}`);
              },
            });
        }}
        error={mutation.error && !Object.keys(fieldErrors).length ? errorText(mutation.error) : undefined}
        actions={
          <>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Recording…" : "Record"}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </>
        }
      >
        <div id="record-incident-form" className="space-y-3">
          <Field name="title" label="Title" required maxLength={300} error={fieldErrors.title} />
          <label className="block text-sm font-medium text-slate-700">
            Severity
            <select name="severity" defaultValue="sev3" className={`${inputClass} mt-1`}>
              {Object.entries(INCIDENT_SEVERITY_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <Field name="detectedAt" type="datetime-local" label="Detected" hint="When you became aware of it; empty means now." error={fieldErrors.detectedAt} />
          <label className="block text-sm font-medium text-slate-700">
            What happened
            <textarea name="description" rows={3} maxLength={20000} className={`${inputClass} mt-1`} />
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" name="personalDataBreach" className="mt-1" />
            <span>Personal data was breached (starts the GDPR 72-hour clock)</span>
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" name="healthDataInvolved" className="mt-1" />
            <span>Health information is involved (HIPAA breach notification)</span>
          </label>
        </div>
      </Dialog>
    </>
  );
}

"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { onFormSubmit, useFormMutation } from "@/components/ui/form-mutation";
import { SaveError } from "@/components/ui/inline-edit";
import { PersonSelect } from "@/components/work/person-select";
import type { IncidentJson } from "@/lib/incidents";
import type { PersonJson } from "@/lib/work";
import { apiRequest } from "@/lib/client/api";
import { INCIDENT_STATUSES, INCIDENT_STATUS_LABELS, type IncidentStatus } from "@/lib/vocabulary";

const patchIncident = (id: string, body: Record<string, unknown>) => apiRequest<IncidentJson>(`/api/v1/incidents/${id}`, { method: "PATCH", body });

/** The next steps an incident can take from where it is (forward, or reopen once resolved). */
function nextStatuses(current: IncidentStatus): IncidentStatus[] {
  const at = INCIDENT_STATUSES.indexOf(current);
  const forward = INCIDENT_STATUSES.filter((_, i) => i > at);
  return current === "resolved" || current === "closed" ? [...forward, "investigating"] : forward;
}

/** Moves the incident along its lifecycle; the server refuses a move it does not allow and says why. */
export function StatusControl({ incident }: { incident: IncidentJson }) {
  const options = nextStatuses(incident.status);
  const [to, setTo] = useState<IncidentStatus | "">(options[0] ?? "");
  const { mutation } = useFormMutation(() => patchIncident(incident.id, { status: to }));
  if (!options.length) return null;
  return (
    <form className="flex flex-wrap items-end gap-2" aria-label="Move the incident" onSubmit={onFormSubmit(() => mutation.mutate())}>
      <label htmlFor="incident-status" className="text-xs text-slate-700">
        Move to
        <select id="incident-status" value={to} onChange={(e) => setTo(e.currentTarget.value as IncidentStatus)} className={`${inputClass} mt-1 block`}>
          {options.map((s) => (
            <option key={s} value={s}>
              {s === "investigating" && (incident.status === "resolved" || incident.status === "closed") ? "Reopen (investigating)" : INCIDENT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? "Saving…" : "Move"}
      </Button>
      <SaveError error={mutation.error} className="basis-full" />
    </form>
  );
}

/** The owner, picked from the account's active members. */
export function OwnerControl({ incident, people }: { incident: IncidentJson; people: PersonJson[] }) {
  const [owner, setOwner] = useState(incident.owner?.id ?? "");
  const { mutation } = useFormMutation((value: string) => patchIncident(incident.id, { ownerUserId: value || null }));
  return (
    <div>
      <PersonSelect
        id="incident-owner"
        label="Owner"
        people={people}
        value={owner}
        disabled={mutation.isPending}
        onChange={(value) => {
          setOwner(value);
          mutation.mutate(value);
        }}
      />
      <SaveError error={mutation.error} />
    </div>
  );
}

/** Records the supervisory authority's notification of a personal data breach. */
export function AuthorityNotification({ incident }: { incident: IncidentJson }) {
  const { mutation, fieldErrors } = useFormMutation((form: FormData) =>
    patchIncident(incident.id, {
      authorityNotifiedAt: new Date(String(form.get("at"))).toISOString(),
      authorityName: String(form.get("name") ?? "") || null,
      authorityReference: String(form.get("reference") ?? "") || null,
    }),
  );
  if (!incident.notification || incident.notification.gdpr.notifiedAt) return null;
  return (
    <form
      className="mt-3 space-y-2 rounded-lg border border-slate-200 bg-white p-3"
      aria-label="Record the notification"
      onSubmit={onFormSubmit((f) => mutation.mutate(f))}
    >
      <p className="text-sm font-medium text-slate-800">Record the authority&apos;s notification</p>
      <label className="block text-xs text-slate-700">
        Notified at
        <input name="at" type="datetime-local" required className={`${inputClass} mt-1`} aria-invalid={fieldErrors.authorityNotifiedAt ? true : undefined} />
      </label>
      <label className="block text-xs text-slate-700">
        Authority
        <input name="name" maxLength={300} placeholder="e.g. Data Protection Commission" className={`${inputClass} mt-1`} />
      </label>
      <label className="block text-xs text-slate-700">
        Their reference
        <input name="reference" maxLength={300} className={`${inputClass} mt-1`} />
      </label>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? "Saving…" : "Record notification"}
      </Button>
      <SaveError error={mutation.error} />
    </form>
  );
}

"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { onFormSubmit, useFormMutation } from "@/components/ui/form-mutation";
import { SaveError } from "@/components/ui/inline-edit";
import { PersonSelect } from "@/components/work/person-select";
import type { IncidentActionJson, IncidentJson } from "@/lib/incidents";
import type { PersonJson } from "@/lib/work";
import { apiRequest } from "@/lib/client/api";

/** A note on the timeline, at the time it happened (default now). */
export function AddNote({ incidentId }: { incidentId: string }) {
  const { mutation } = useFormMutation((form: FormData) => {
    const at = String(form.get("at") ?? "");
    return apiRequest(`/api/v1/incidents/${incidentId}/timeline`, {
      method: "POST",
      body: { body: String(form.get("body") ?? ""), ...(at ? { at: new Date(at).toISOString() } : {}) },
    });
  });
  return (
    <form
      className="mt-3 space-y-2"
      aria-label="Add to the timeline"
      onSubmit={onFormSubmit((form) => mutation.mutate(form, { onSuccess: () => (document.getElementById("note-body") as HTMLTextAreaElement).form?.reset() }))}
    >
      <label htmlFor="note-body" className="block text-xs text-slate-700">
        What happened
        <textarea id="note-body" name="body" rows={2} required maxLength={5000} className={`${inputClass} mt-1`} />
      </label>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-xs text-slate-700">
          When (empty: now)
          <input name="at" type="datetime-local" className={`${inputClass} mt-1`} />
        </label>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Adding…" : "Add to timeline"}
        </Button>
      </div>
      <SaveError error={mutation.error} />
    </form>
  );
}

/** The post-incident review: root cause, what went well, what did not; completing it needs a root cause. */
export function ReviewForm({ incident, canEdit }: { incident: IncidentJson; canEdit: boolean }) {
  const { review } = incident;
  const [editing, setEditing] = useState(false);
  const { mutation } = useFormMutation((form: FormData) =>
    apiRequest(`/api/v1/incidents/${incident.id}/review`, {
      method: "PUT",
      body: {
        rootCause: String(form.get("rootCause") ?? ""),
        wentWell: String(form.get("wentWell") ?? ""),
        wentBadly: String(form.get("wentBadly") ?? ""),
        ...(form.get("complete") === "on" && !review.completedAt ? { complete: true } : {}),
      },
    }),
  );
  if (!editing) {
    const rows: [string, string | null][] = [
      ["Root cause", review.rootCause],
      ["What went well", review.wentWell],
      ["What did not", review.wentBadly],
    ];
    return (
      <div className="space-y-2 text-sm">
        {rows.map(([label, text]) => (
          <div key={label}>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
            <p className="whitespace-pre-wrap text-slate-800">{text ?? <span className="text-slate-500">Not written yet</span>}</p>
          </div>
        ))}
        {canEdit && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {review.rootCause ? "Edit the review" : "Write the review"}
          </Button>
        )}
      </div>
    );
  }
  return (
    <form
      className="space-y-2"
      aria-label="Post-incident review"
      onSubmit={onFormSubmit((form) => mutation.mutate(form, { onSuccess: () => setEditing(false) }))}
    >
      {(
        [
          ["rootCause", "Root cause", review.rootCause],
          ["wentWell", "What went well", review.wentWell],
          ["wentBadly", "What did not", review.wentBadly],
        ] as const
      ).map(([name, label, value]) => (
        <label key={name} className="block text-xs text-slate-700">
          {label}
          <textarea name={name} rows={3} maxLength={10000} defaultValue={value ?? ""} className={`${inputClass} mt-1`} />
        </label>
      ))}
      {!review.completedAt && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="complete" /> The review is complete
        </label>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Saving…" : "Save"}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
      <SaveError error={mutation.error} />
    </form>
  );
}

/** Adds an action from the review, with an owner and a due date. */
export function AddAction({ incidentId, people }: { incidentId: string; people: PersonJson[] }) {
  const [owner, setOwner] = useState("");
  const { mutation } = useFormMutation((form: FormData) =>
    apiRequest(`/api/v1/incidents/${incidentId}/actions`, {
      method: "POST",
      body: {
        title: String(form.get("title") ?? ""),
        ...(owner ? { ownerUserId: owner } : {}),
        ...(form.get("dueOn") ? { dueOn: String(form.get("dueOn")) } : {}),
      },
    }),
  );
  return (
    <form
      className="mt-3 grid gap-2 sm:grid-cols-[2fr_1fr_auto_auto] sm:items-end"
      aria-label="Add an action"
      onSubmit={onFormSubmit((f) => mutation.mutate(f))}
    >
      <label className="text-xs text-slate-700">
        Action
        <input name="title" required maxLength={300} className={`${inputClass} mt-1`} />
      </label>
      <PersonSelect id="action-owner" label="Owner" people={people} value={owner} onChange={setOwner} />
      <label className="text-xs text-slate-700">
        Due
        <input name="dueOn" type="date" className={`${inputClass} mt-1`} />
      </label>
      <Button type="submit" disabled={mutation.isPending}>
        Add
      </Button>
      <SaveError error={mutation.error} className="sm:col-span-4" />
    </form>
  );
}

/** Marks an action done, or open again. */
export function ActionToggle({ action }: { action: IncidentActionJson }) {
  const { mutation } = useFormMutation(() =>
    apiRequest(`/api/v1/incidents/${action.incidentId}/actions/${action.id}`, {
      method: "PATCH",
      body: { status: action.status === "done" ? "open" : "done" },
    }),
  );
  return (
    <button type="button" disabled={mutation.isPending} className="text-sm text-brand-700 underline" onClick={() => mutation.mutate()}>
      {action.status === "done" ? "Reopen" : "Mark done"}
    </button>
  );
}

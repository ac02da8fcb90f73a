"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { EmailDelivery, NotificationKind } from "@/db/notifications";
import { apiFetch, errorText } from "@/lib/client/api";
import { labelOptions, NOTIFICATION_KIND_LABELS } from "@/lib/format/labels";
import type { NotificationPreferencesResponse } from "@/lib/notifications";

const CHOICES: { value: EmailDelivery; label: string; hint: (hour: string) => string }[] = [
  { value: "immediately", label: "Immediately", hint: () => "One e-mail for each notification, within a minute." },
  { value: "daily_digest", label: "Daily digest", hint: (hour) => `One e-mail a day from ${hour} UTC, listing what came since the last one.` },
  { value: "off", label: "Off", hint: () => "No e-mail; notifications still show here and in the header." },
];

/** The member's own e-mail choices (PUT /api/v1/notifications/preferences). */
export function PreferencesForm({ initial }: { initial: NotificationPreferencesResponse }) {
  const [email, setEmail] = useState<EmailDelivery>(initial.email);
  const [muted, setMuted] = useState<Set<NotificationKind>>(new Set(initial.mutedKinds));
  const hour = `${String(initial.digestHourUtc).padStart(2, "0")}:00`;
  const save = useMutation({
    mutationFn: () => apiFetch("/api/v1/notifications/preferences", { method: "PUT", json: { email, mutedKinds: [...muted] } }),
  });
  const toggle = (kind: NotificationKind) =>
    setMuted((current) => {
      const next = new Set(current);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      className="space-y-5"
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">E-mail me</legend>
        <div className="space-y-2">
          {CHOICES.map((c) => (
            <label key={c.value} className="flex items-start gap-2 text-sm">
              <input type="radio" name="email" value={c.value} checked={email === c.value} onChange={() => setEmail(c.value)} className="mt-1" />
              <span>
                <span className="font-medium text-slate-800">{c.label}</span>
                <span className="block text-xs text-slate-500">{c.hint(hour)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset disabled={email === "off"}>
        <legend className="mb-2 text-sm font-medium text-slate-700">Never e-mail me about</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {labelOptions(NOTIFICATION_KIND_LABELS).map(({ value: kind, label }) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={muted.has(kind)} onChange={() => toggle(kind)} />
              {label}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-500">Muted kinds still show in your notifications.</p>
      </fieldset>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          Save preferences
        </Button>
        {save.isSuccess && (
          <span role="status" className="text-sm text-green-700">
            Saved.
          </span>
        )}
        {save.isError && (
          <span role="alert" className="text-sm text-red-600">
            {errorText(save.error)}
          </span>
        )}
      </div>
    </form>
  );
}

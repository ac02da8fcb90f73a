"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ApiError, apiFetch } from "@/lib/client/api";
import { labelOptions, WEBHOOK_EVENT_LABELS } from "@/lib/format/labels";
import type { CreatedWebhookResponse } from "@/lib/alerts";
import { gated } from "@/components/ui/role";

// Labelled in lib/format/labels.ts, typed by WEBHOOK_EVENTS: a new event fails the type-check until it has words.
const EVENTS = labelOptions(WEBHOOK_EVENT_LABELS).map(({ value, label }) => ({ key: value, label }));

function WebhookFormUngated() {
  const router = useRouter();
  const mutation = useMutation({
    mutationFn: (body: unknown) => apiFetch<{ data: CreatedWebhookResponse }>("/api/v1/monitoring/webhooks", { method: "POST", json: body }),
    onSuccess: () => router.refresh(),
  });
  const errors = mutation.error instanceof ApiError ? mutation.error.fieldErrors() : {};
  const general = mutation.error && Object.keys(errors).length === 0 ? mutation.error.message : undefined;
  const created = mutation.data?.data;
  return (
    <div className="space-y-4">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const secret = String(form.get("secret") ?? "").trim();
          mutation.mutate({ url: String(form.get("url") ?? "").trim(), events: form.getAll("events").map(String), ...(secret ? { secret } : {}) });
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Endpoint URL" name="url" type="url" placeholder="https://example.com/webhooks/compliance" error={errors.url} />
          <Field label="Secret (optional)" name="secret" placeholder="whsec_… — generated when empty" error={errors.secret} autoComplete="off" />
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">Events</legend>
          <div className="flex flex-wrap gap-4">
            {EVENTS.map((e) => (
              <label key={e.key} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" name="events" value={e.key} defaultChecked={e.key !== "check.completed"} className="h-4 w-4 rounded border-slate-300" />
                <code className="text-xs">{e.key}</code> <span className="text-slate-500">{e.label}</span>
              </label>
            ))}
          </div>
          {errors.events && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {errors.events}
            </p>
          )}
        </fieldset>
        {general && (
          <p role="alert" className="text-sm text-red-600">
            {general}
          </p>
        )}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Registering…" : "Register webhook"}
        </Button>
      </form>
      {created && (
        <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm">
          <p className="font-medium text-emerald-900">Webhook registered. Copy the signing secret now: it will not be shown again.</p>
          <code data-testid="webhook-secret" className="mt-2 block break-all rounded bg-white px-2 py-1 font-mono text-slate-900 ring-1 ring-emerald-200">
            {created.secret}
          </code>
          <p className="mt-2 text-emerald-900">
            Verify each request with any Standard Webhooks library (headers <code>webhook-id</code>, <code>webhook-timestamp</code>,{" "}
            <code>webhook-signature</code>).
          </p>
        </div>
      )}
    </div>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const WebhookForm = gated("member", WebhookFormUngated);

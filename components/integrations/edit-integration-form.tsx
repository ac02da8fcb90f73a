"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { ApiError, apiRequest } from "@/lib/client/api";
import { labelOptions, SYNC_FREQUENCY_LABELS } from "@/lib/format/labels";
import type { ConnectionCheckResponse, IntegrationResponse, ProviderResponse } from "@/lib/integrations";
import { ConnectionResult } from "./connection-result";
import { fieldName } from "./format";
import { draftToValue, initialDraft, schemaProperties, SchemaFields, type Draft, type JsonSchema } from "./schema-form";
import { gated } from "@/components/ui/role";

/**
 * Edit a connected integration: name, schedule, paused, its settings, and (behind a checkbox) new credentials,
 * which replace every stored credential field. Stored credentials are never shown: only which fields are set.
 */
function EditIntegrationFormUngated({ integration, provider }: { integration: IntegrationResponse; provider: ProviderResponse }) {
  const router = useRouter();
  const configSchema = provider.configSchema as JsonSchema;
  const credentialSchema = provider.credentialSchema as JsonSchema;
  const [name, setName] = useState(integration.name);
  const [frequency, setFrequency] = useState<string>(integration.syncFrequency);
  const [paused, setPaused] = useState(integration.paused);
  const [config, setConfig] = useState<Draft>(() => initialDraft(configSchema, integration.config));
  const [replace, setReplace] = useState(false);
  const [credentials, setCredentials] = useState<Draft>(() => initialDraft(credentialSchema));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const hasConfig = schemaProperties(configSchema).length > 0;
  const hasCredentials = schemaProperties(credentialSchema).length > 0;

  const onError = (error: Error) => {
    const fields = error instanceof ApiError ? error.fieldErrors() : {};
    setErrors(fields);
    setFormError(Object.keys(fields).length === 0 ? error.message : "Check the fields marked above.");
  };
  const reset = () => {
    setErrors({});
    setFormError(null);
  };
  const save = useMutation({
    mutationFn: () => {
      const body: Record<string, unknown> = {};
      if (name.trim() !== integration.name) body.name = name.trim();
      if (frequency !== integration.syncFrequency) body.syncFrequency = frequency;
      if (paused !== integration.paused) body.paused = paused;
      const nextConfig = draftToValue(configSchema, config);
      const before = draftToValue(configSchema, initialDraft(configSchema, integration.config));
      if (hasConfig && JSON.stringify(nextConfig) !== JSON.stringify(before)) body.config = nextConfig;
      if (replace) body.credentials = draftToValue(credentialSchema, credentials);
      if (Object.keys(body).length === 0) throw new ApiError(400, "nothing_changed", "Nothing changed.");
      return apiRequest<IntegrationResponse>(`/api/v1/integrations/${integration.id}`, { method: "PUT", body });
    },
    onMutate: reset,
    onSuccess: () => {
      setReplace(false);
      setCredentials(initialDraft(credentialSchema));
      router.refresh();
    },
    onError,
  });
  const check = useMutation({
    mutationFn: () => apiRequest<ConnectionCheckResponse>(`/api/v1/integrations/${integration.id}/test-connection`, { method: "POST" }),
    onMutate: reset,
    onError,
  });

  return (
    <form
      className="space-y-5"
      aria-label={`Edit ${integration.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} error={errors.name} />
      <div>
        <label htmlFor={`frequency-${integration.id}`} className="mb-1 block text-sm font-medium text-slate-700">
          {integration.mode === "push" ? "Re-evaluate stored resources" : "Sync"}
        </label>
        <select id={`frequency-${integration.id}`} className={inputClass} value={frequency} onChange={(e) => setFrequency(e.target.value)}>
          {labelOptions(SYNC_FREQUENCY_LABELS).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" className="mt-0.5 h-4 w-4" checked={paused} onChange={(e) => setPaused(e.target.checked)} />
        <span>
          <span className="font-medium">Paused</span>
          <span className="block text-xs text-slate-500">No scheduled syncs while paused; Sync now and pushes still work.</span>
        </span>
      </label>

      {hasConfig && (
        <fieldset className="min-w-0 space-y-3">
          <legend className="text-sm font-semibold text-slate-800">{provider.id === "custom" ? "Resource types" : "Settings"}</legend>
          {errors.config && (
            <p role="alert" className="text-xs text-red-600">
              {errors.config}
            </p>
          )}
          <SchemaFields schema={configSchema} path="config" draft={config} onChange={setConfig} errors={errors} />
        </fieldset>
      )}

      {hasCredentials && (
        <fieldset className="min-w-0 space-y-3">
          <legend className="text-sm font-semibold text-slate-800">Credentials</legend>
          <p className="text-xs text-slate-600" data-testid="credential-fields">
            {integration.credentialFields.length > 0 ? `Stored (never shown): ${integration.credentialFields.map(fieldName).join(", ")}.` : "None stored."}
          </p>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" className="mt-0.5 h-4 w-4" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
            <span>Replace the credentials (every stored field is replaced by what you enter)</span>
          </label>
          {replace && (
            <>
              {errors.credentials && (
                <p role="alert" className="text-xs text-red-600">
                  {errors.credentials}
                </p>
              )}
              <SchemaFields schema={credentialSchema} path="credentials" draft={credentials} onChange={setCredentials} errors={errors} secret />
            </>
          )}
        </fieldset>
      )}

      {check.data && <ConnectionResult result={check.data} />}
      {formError && (
        <p role="alert" className="text-sm text-red-600">
          {formError}
        </p>
      )}
      {save.isSuccess && (
        <p role="status" className="text-sm text-emerald-700">
          Saved.{integration.mode === "pull" ? " New settings make the next sync due at once." : ""}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save changes"}
        </Button>
        {integration.mode === "pull" && (
          <Button variant="secondary" onClick={() => check.mutate()} disabled={check.isPending}>
            {check.isPending ? "Testing the connection…" : "Test connection"}
          </Button>
        )}
      </div>
      {integration.mode === "pull" && <p className="text-xs text-slate-500">Test connection uses the saved settings: save changes first to try them.</p>}
    </form>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const EditIntegrationForm = gated("member", EditIntegrationFormUngated);

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
import { draftToValue, initialDraft, schemaProperties, SchemaFields, type Draft, type JsonSchema } from "./schema-form";
import { ReadOnlyNote, gated } from "@/components/ui/role";

/**
 * Connect a system: a name, how often to sync, and the provider's own settings and credentials drawn from its
 * JSON Schemas. "Test connection" tries the settings without saving; "Save" creates the integration.
 */
function ConnectFormUngated({ provider }: { provider: ProviderResponse }) {
  const router = useRouter();
  const configSchema = provider.configSchema as JsonSchema;
  const credentialSchema = provider.credentialSchema as JsonSchema;
  const [name, setName] = useState("");
  const [frequency, setFrequency] = useState("daily");
  const [config, setConfig] = useState<Draft>(() => initialDraft(configSchema));
  const [credentials, setCredentials] = useState<Draft>(() => initialDraft(credentialSchema));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const body = () => ({ provider: provider.id, config: draftToValue(configSchema, config), credentials: draftToValue(credentialSchema, credentials) });
  const onError = (error: Error) => {
    const fields = error instanceof ApiError ? error.fieldErrors() : {};
    setErrors(fields);
    setFormError(Object.keys(fields).length === 0 ? error.message : "Check the fields marked below.");
  };
  const check = useMutation({
    mutationFn: () => apiRequest<ConnectionCheckResponse>("/api/v1/integrations/test-connection", { body: body() }),
    onMutate: () => {
      setErrors({});
      setFormError(null);
    },
    onError,
  });
  const save = useMutation({
    mutationFn: () => apiRequest<IntegrationResponse>("/api/v1/integrations", { body: { ...body(), name: name.trim(), syncFrequency: frequency } }),
    onMutate: () => {
      setErrors({});
      setFormError(null);
    },
    onSuccess: (integration) => router.push(`/integrations/${integration.id}`),
    onError,
  });
  const hasCredentials = schemaProperties(credentialSchema).length > 0;
  const hasConfig = schemaProperties(configSchema).length > 0;
  const busy = check.isPending || save.isPending;

  return (
    <form
      className="space-y-6"
      aria-label={`Connect ${provider.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <section className="grid gap-4 sm:grid-cols-2" aria-label="Name and schedule">
        <Field
          label="Name"
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={200}
          placeholder={provider.id === "github" ? "e.g. acme" : provider.id === "custom" ? "e.g. HR system" : "e.g. production"}
          hint="How this connection is named in the console, alerts and evidence."
          error={errors.name}
        />
        <div>
          <label htmlFor="sync-frequency" className="mb-1 block text-sm font-medium text-slate-700">
            {provider.mode === "push" ? "Re-evaluate stored resources" : "Sync"}
          </label>
          <select
            id="sync-frequency"
            className={inputClass}
            value={frequency}
            onChange={(e) => setFrequency(e.target.value)}
            aria-describedby="sync-frequency-hint"
          >
            {labelOptions(SYNC_FREQUENCY_LABELS).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <p id="sync-frequency-hint" className="mt-1 text-xs text-slate-500">
            {provider.mode === "push"
              ? "Pushed resources are tested as they arrive; this re-runs the tests over what is stored (new custom tests, expired exclusions)."
              : "The first sync runs as soon as you save; after that on this schedule. You can always sync now."}
          </p>
        </div>
      </section>

      {hasConfig && (
        <section aria-labelledby="settings-heading" className="space-y-3">
          <h2 id="settings-heading" className="text-sm font-semibold text-slate-800">
            {provider.id === "custom" ? "Resource types you will push" : "Settings"}
          </h2>
          {errors.config && (
            <p role="alert" className="text-xs text-red-600">
              {errors.config}
            </p>
          )}
          <SchemaFields schema={configSchema} path="config" draft={config} onChange={setConfig} errors={errors} />
        </section>
      )}

      {hasCredentials && (
        <section aria-labelledby="credentials-heading" className="space-y-3">
          <h2 id="credentials-heading" className="text-sm font-semibold text-slate-800">
            Credentials
          </h2>
          <p className="text-xs text-slate-500">
            Stored encrypted. They are never shown again, not even to you: to change them, replace them on the integration&apos;s page.
          </p>
          {errors.credentials && (
            <p role="alert" className="text-xs text-red-600">
              {errors.credentials}
            </p>
          )}
          <SchemaFields schema={credentialSchema} path="credentials" draft={credentials} onChange={setCredentials} errors={errors} secret />
        </section>
      )}

      {check.data && <ConnectionResult result={check.data} />}
      {formError && (
        <p role="alert" className="text-sm text-red-600">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {provider.mode === "pull" && (
          <Button variant="secondary" onClick={() => check.mutate()} disabled={busy}>
            {check.isPending ? "Testing the connection…" : "Test connection"}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {save.isPending ? "Saving…" : "Save"}
        </Button>
        {provider.mode === "pull" && !check.data && (
          <span className="text-xs text-slate-500">Test the connection first: nothing is saved until you press Save.</span>
        )}
      </div>
    </form>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const ConnectForm = gated("member", ConnectFormUngated, <ReadOnlyNote>Connecting systems needs the member role or higher.</ReadOnlyNote>);

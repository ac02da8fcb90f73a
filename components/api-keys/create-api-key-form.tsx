"use client";

import { CreateSecretForm } from "@/components/ui/create-secret-form";
import type { CreatedApiKeyJson } from "@/lib/auth";
import { SCOPES } from "./scopes";

export function CreateApiKeyForm() {
  return (
    <CreateSecretForm<CreatedApiKeyJson>
      url="/api/v1/api-keys"
      nameLabel="Key name"
      placeholder="CI pipeline"
      submit="Create key"
      extra={(form) => ({ scope: String(form.get("scope") ?? "documents") })}
      secret={(created) => created.key}
      notice={(created) => `Key “${created.name}” created. Copy it now: it will not be shown again.`}
      testId="new-api-key"
    >
      <fieldset className="w-full">
        <legend className="mb-1 text-sm font-medium text-slate-700">Scope</legend>
        <div className="space-y-1">
          {SCOPES.map((scope) => (
            <label key={scope.value} className="flex items-start gap-2 text-sm text-slate-700">
              <input type="radio" name="scope" value={scope.value} defaultChecked={scope.value === "documents"} className="mt-1" />
              <span>
                <span className="font-medium text-slate-900">{scope.label}</span>: {scope.help}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </CreateSecretForm>
  );
}

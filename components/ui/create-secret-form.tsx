"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { onFormSubmit, useFormMutation } from "@/components/ui/form-mutation";
import { apiFetch } from "@/lib/client/api";

interface CreateSecretFormProps<T extends { name: string }> {
  /** The create route (POST). */
  url: string;
  /** The name field's label and placeholder. */
  nameLabel: string;
  placeholder: string;
  /** The submit button's text. */
  submit: string;
  /** Further request fields read from the form (beside `name`). */
  extra?: (form: FormData) => Record<string, string>;
  /** Further inputs, between the name and the submit button. */
  children?: React.ReactNode;
  /** The secret in the created resource, shown once. */
  secret: (created: T) => string;
  /** The sentence above the secret. */
  notice: (created: T) => React.ReactNode;
  /** The shown secret's test id. */
  testId: string;
}

/** Creates a named secret (API key, SCIM token…) and shows it once, with a copy button; the list refreshes. */
export function CreateSecretForm<T extends { name: string }>({ url, nameLabel, placeholder, submit, extra, children, secret, notice, testId }: CreateSecretFormProps<T>) {
  const [copied, setCopied] = useState(false);
  const { mutation, fieldErrors } = useFormMutation((body: Record<string, string>) => apiFetch<{ data: T }>(url, { method: "POST", json: body }));
  const created = mutation.data?.data;
  const value = created ? secret(created) : "";

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={onFormSubmit((form) => {
          setCopied(false);
          mutation.mutate({ name: String(form.get("name") ?? ""), ...extra?.(form) });
        })}
      >
        <Field label={nameLabel} name="name" placeholder={placeholder} className="min-w-64 flex-1" error={fieldErrors.name ?? (mutation.error && !fieldErrors.name ? mutation.error.message : undefined)} />
        {children}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Creating…" : submit}
        </Button>
      </form>
      {created && (
        <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4">
          <p className="text-sm font-medium text-emerald-900">{notice(created)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code data-testid={testId} className="break-all rounded bg-white px-2 py-1 font-mono text-sm text-slate-900 ring-1 ring-emerald-200">
              {value}
            </code>
            <Button
              variant="secondary"
              onClick={async () => {
                await navigator.clipboard?.writeText(value).catch(() => {});
                setCopied(true);
              }}
            >
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

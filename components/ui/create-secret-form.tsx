"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { onFormSubmit, useFormMutation } from "@/components/ui/form-mutation";
import { SecretReveal } from "@/components/ui/secret-reveal";
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
export function CreateSecretForm<T extends { name: string }>({
  url,
  nameLabel,
  placeholder,
  submit,
  extra,
  children,
  secret,
  notice,
  testId,
}: CreateSecretFormProps<T>) {
  const { mutation, fieldErrors } = useFormMutation((body: Record<string, string>) => apiFetch<{ data: T }>(url, { method: "POST", json: body }));
  const created = mutation.data?.data;
  const value = created ? secret(created) : "";

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={onFormSubmit((form) => {
          mutation.mutate({ name: String(form.get("name") ?? ""), ...extra?.(form) });
        })}
      >
        <Field
          label={nameLabel}
          name="name"
          placeholder={placeholder}
          className="min-w-64 flex-1"
          error={fieldErrors.name ?? (mutation.error && !fieldErrors.name ? mutation.error.message : undefined)}
        />
        {children}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Creating…" : submit}
        </Button>
      </form>
      {created && <SecretReveal key={value} notice={notice(created)} value={value} testId={testId} />}
    </div>
  );
}

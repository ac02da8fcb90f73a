"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { onFormSubmit, useFormMutation } from "@/components/ui/form-mutation";
import { apiRequest } from "@/lib/client/api";
import type { DomainResponse } from "@/lib/sso";

export function AddDomainForm() {
  const { mutation, fieldErrors } = useFormMutation((domain: string) => apiRequest<DomainResponse>("/api/v1/sso/domains", { body: { domain } }));
  return (
    <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={onFormSubmit((form) => mutation.mutate(String(form.get("domain") ?? "")))}>
      <Field
        label="E-mail domain"
        name="domain"
        placeholder="acme.example"
        className="min-w-64 flex-1"
        error={fieldErrors.domain ?? (mutation.error && !fieldErrors.domain ? mutation.error.message : undefined)}
      />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? "Adding…" : "Add domain"}
      </Button>
    </form>
  );
}

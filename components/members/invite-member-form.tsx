"use client";

import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { onFormSubmit, useFormMutation } from "@/components/ui/form-mutation";
import { useCan } from "@/components/ui/role";
import { apiFetch, errorText } from "@/lib/client/api";
import type { InvitationJson } from "@/lib/members";
import { ROLE_OPTIONS } from "./role-labels";

/** Invite by e-mail with a role (admins; the owner role is offered to owners only). */
export function InviteMemberForm() {
  const isOwner = useCan("owner");
  const { mutation, fieldErrors } = useFormMutation((body: { email: string; role: string }) =>
    apiFetch<{ data: InvitationJson }>("/api/v1/members/invitations", { method: "POST", json: body }),
  );
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      noValidate
      onSubmit={onFormSubmit((form) => mutation.mutate({ email: String(form.get("email") ?? ""), role: String(form.get("role") ?? "member") }))}
    >
      <Field label="E-mail" name="email" type="email" placeholder="sam@example.com" className="min-w-64 flex-1" error={fieldErrors.email} />
      <label className="block text-sm font-medium text-slate-700">
        Role
        <select name="role" defaultValue="member" className={`${inputClass} mt-1`}>
          {ROLE_OPTIONS.filter((o) => isOwner || o.value !== "owner").map((o) => (
            <option key={o.value} value={o.value} title={o.help}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? "Sending…" : "Send invitation"}
      </Button>
      {mutation.error && !fieldErrors.email && (
        <p role="alert" className="w-full text-sm text-red-600">
          {errorText(mutation.error)}
        </p>
      )}
      {mutation.isSuccess && (
        <p role="status" className="w-full text-sm text-emerald-700">
          Invitation sent to {mutation.data.data.email}. The link works once, for 7 days.
        </p>
      )}
    </form>
  );
}

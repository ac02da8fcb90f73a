"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import type { EmailChangedJson } from "@/lib/auth";
import { ApiError, apiRequest, errorText } from "@/lib/client/api";
import { formatDateTime } from "@/lib/format/date-time";

type Proof = { email: string; password: string; code?: string };

/** The signed-in member's own address: changing it needs the password (and a code with two-factor on). */
export function EmailPanel({ email, hasPassword, twoFactor }: { email: string; hasPassword: boolean; twoFactor: boolean }) {
  const router = useRouter();
  const change = useMutation({
    mutationFn: (body: Proof) => apiRequest<EmailChangedJson>("/api/v1/auth/me/email", { body }),
    onSuccess: () => router.refresh(),
  });
  const fields = change.error instanceof ApiError ? change.error.fieldErrors() : {};

  return (
    <Card title="Your e-mail address">
      <p className="mb-4 text-sm text-slate-600">
        You sign in and receive password-reset links at <strong>{change.data?.email ?? email}</strong>.
      </p>
      {!hasPassword ? (
        <p className="text-sm text-slate-600">You sign in through single sign-on: your identity provider manages your address.</p>
      ) : change.data ? (
        <p role="status" className="text-sm text-slate-700">
          {change.data.recoverableUntil
            ? `Changed. ${change.data.previousEmail} was told, and can undo the change until ${formatDateTime(change.data.recoverableUntil)}.`
            : "That is already your address."}
        </p>
      ) : (
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const code = String(form.get("code") ?? "").trim();
            change.mutate({ email: String(form.get("email") ?? ""), password: String(form.get("password") ?? ""), ...(code ? { code } : {}) });
          }}
        >
          <FormAlert>{change.error && !fields.email && !fields.password ? errorText(change.error) : undefined}</FormAlert>
          <Field label="New e-mail address" name="email" type="email" autoComplete="email" required className="w-full sm:w-80" error={fields.email} />
          <Field
            label="Your current password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="w-full sm:w-64"
            error={fields.password}
          />
          {twoFactor && <Field label="Authenticator or recovery code" name="code" autoComplete="one-time-code" required className="w-48" />}
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Changing…" : "Change e-mail address"}
          </Button>
        </form>
      )}
    </Card>
  );
}

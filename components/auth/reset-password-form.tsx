"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { ApiError, apiRequest, errorText } from "@/lib/client/api";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [expired, setExpired] = useState(false);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    setError(undefined);
    setFieldError(undefined);
    if (password !== String(form.get("confirm") ?? "")) {
      setFieldError("The two passwords differ.");
      return;
    }
    setPending(true);
    try {
      await apiRequest("/api/v1/auth/password-reset/confirm", { body: { token, password } });
      router.push("/sign-in?reset=done");
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) setExpired(true);
      else if (err instanceof ApiError && err.fieldErrors().password) setFieldError(err.fieldErrors().password);
      else setError(errorText(err));
    } finally {
      setPending(false);
    }
  }

  if (expired) {
    return (
      <FormAlert>
        This link is invalid, already used or expired.{" "}
        <Link href="/forgot-password" className="font-medium underline">
          Ask for a new one
        </Link>
        .
      </FormAlert>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormAlert>{error}</FormAlert>
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={12}
        maxLength={200}
        required
        hint="At least 12 characters."
        error={fieldError}
      />
      <Field label="Repeat the new password" name="confirm" type="password" autoComplete="new-password" required />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Saving…" : "Set new password"}
      </Button>
    </form>
  );
}

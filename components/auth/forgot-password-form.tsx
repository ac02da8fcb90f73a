"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { apiRequest, errorText } from "@/lib/client/api";

export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setPending(true);
    setError(undefined);
    try {
      await apiRequest("/api/v1/auth/password-reset", { body: { email } });
      setSent(true);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          If that address has an account that signs in with a password, an e-mail with a reset link is on its way. The link works once, for one hour.
        </p>
        <Link href="/sign-in" className="block text-center text-sm font-medium text-brand-600 hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormAlert>{error}</FormAlert>
      <Field label="E-mail" name="email" type="email" autoComplete="email" required />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Sending…" : "Send reset link"}
      </Button>
      <Link href="/sign-in" className="block text-center text-sm font-medium text-brand-600 hover:underline">
        Back to sign in
      </Link>
    </form>
  );
}

"use client";

import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { asksForCode, describeSignInError } from "@/lib/client/sign-in-errors";
import { describeSsoError } from "@/lib/client/sso-errors";

export function SignInForm() {
  const router = useRouter();
  const params = useSearchParams();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  // Shown once the server said the password was right and a second factor is due.
  const [needsCode, setNeedsCode] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(undefined);
    const code = needsCode ? String(form.get("code") ?? "").trim() : "";
    const result = await signIn("credentials", {
      redirect: false,
      email: String(form.get("email")),
      password: String(form.get("password")),
      ...(code ? { code } : {}),
    });
    setPending(false);
    if (!result || result.error) {
      if (asksForCode(result?.error)) setNeedsCode(true);
      setError(describeSsoError(result?.error) ?? describeSignInError(result?.error));
      return;
    }
    const next = params.get("callbackUrl");
    router.push(next && next.startsWith("/") && !next.startsWith("//") ? next : "/dashboard");
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {params.get("reset") === "done" && !error && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          Your password is changed and every session was signed out. Sign in with the new password.
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Field label="E-mail" name="email" type="email" autoComplete="email" required readOnly={needsCode} />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required readOnly={needsCode} />
      {needsCode && (
        <Field
          // It appears only after the server asked for it: the person's next step is typing the code.
          autoFocus
          label="Authentication code"
          name="code"
          inputMode="text"
          autoComplete="one-time-code"
          required
          hint="The six digits from your authenticator app, or one of your recovery codes."
        />
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Signing in…" : needsCode ? "Verify and sign in" : "Sign in"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-600">
        <Link href="/forgot-password" className="font-medium text-brand-600 hover:underline">
          Forgot password?
        </Link>
        <span>
          New here?{" "}
          <Link href="/sign-up" className="font-medium text-brand-600 hover:underline">
            Create an account
          </Link>
        </span>
      </div>
    </form>
  );
}

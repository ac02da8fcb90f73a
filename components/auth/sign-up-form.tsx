"use client";

import { useMutation } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { RegisterBody } from "@/lib/auth";
import { ApiError, apiFetch } from "@/lib/client/api";

export function SignUpForm() {
  const router = useRouter();
  const mutation = useMutation({
    mutationFn: async (input: RegisterBody) => {
      await apiFetch("/api/v1/auth/register", { method: "POST", json: input });
      const result = await signIn("credentials", { redirect: false, email: input.email, password: input.password });
      if (!result || result.error) throw new Error("Your account was created, but signing in failed. Try signing in.");
    },
    onSuccess: () => {
      router.push("/dashboard");
      router.refresh();
    },
  });
  const fieldErrors = mutation.error instanceof ApiError ? mutation.error.fieldErrors() : {};
  const formError = mutation.error && Object.keys(fieldErrors).length === 0 ? mutation.error.message : undefined;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    mutation.mutate({
      name: String(form.get("name") ?? ""),
      company: String(form.get("company") ?? ""),
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      )}
      <Field label="Your name" name="name" autoComplete="name" required error={fieldErrors.name} />
      <Field label="Company" name="company" autoComplete="organization" required error={fieldErrors.company} />
      <Field label="Work e-mail" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 12 characters."
        error={fieldErrors.password}
      />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? "Creating account…" : "Create account"}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link href="/sign-in" className="font-medium text-brand-600 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}

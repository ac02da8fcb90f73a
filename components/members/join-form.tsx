"use client";

import { useMutation } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ApiError, apiFetch } from "@/lib/client/api";

/** Accepts the invitation with a name and password, then signs in to the console the ordinary way. */
export function JoinForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const mutation = useMutation({
    mutationFn: async (input: { name: string; password: string }) => {
      await apiFetch("/api/v1/members/invitations/accept", { method: "POST", json: { token, ...input } });
      const result = await signIn("credentials", { redirect: false, email, password: input.password });
      if (!result || result.error) throw new Error("You have joined, but signing in failed. Sign in with your e-mail and new password.");
    },
    onSuccess: () => {
      router.push("/dashboard");
      router.refresh();
    },
  });
  const fieldErrors = mutation.error instanceof ApiError ? mutation.error.fieldErrors() : {};
  const formError = mutation.error && Object.keys(fieldErrors).length === 0 ? mutation.error.message : undefined;
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        mutation.mutate({ name: String(form.get("name") ?? ""), password: String(form.get("password") ?? "") });
      }}
    >
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      )}
      <Field label="E-mail" name="email" type="email" value={email} readOnly autoComplete="username" />
      <Field label="Your name" name="name" autoComplete="name" required error={fieldErrors.name} />
      <Field
        label="Choose a password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 12 characters."
        error={fieldErrors.password}
      />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? "Joining…" : "Join"}
      </Button>
    </form>
  );
}

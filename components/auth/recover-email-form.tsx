"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { ApiError, apiRequest, errorText } from "@/lib/client/api";

export function RecoverEmailForm({ token }: { token: string }) {
  const recover = useMutation({ mutationFn: () => apiRequest<{ email: string; sessionsRevoked: number }>("/api/v1/auth/email-recovery", { body: { token } }) });

  if (recover.data) {
    return (
      <p role="status" className="text-sm text-slate-700">
        Your account uses {recover.data.email} again and everyone was signed out.{" "}
        <Link href="/forgot-password" className="font-medium text-brand-600 hover:underline">
          Choose a new password
        </Link>{" "}
        before you sign in.
      </p>
    );
  }
  const expired = recover.error instanceof ApiError && recover.error.status === 401;
  return (
    <div className="space-y-4">
      <FormAlert>{recover.error ? (expired ? "This link is invalid, already used or expired." : errorText(recover.error)) : undefined}</FormAlert>
      <Button type="button" className="w-full" disabled={recover.isPending} onClick={() => recover.mutate()}>
        {recover.isPending ? "Restoring…" : "Restore my address and sign everyone out"}
      </Button>
    </div>
  );
}

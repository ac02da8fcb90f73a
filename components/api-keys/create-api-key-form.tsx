"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ApiError, apiFetch } from "@/lib/client/api";

interface Created {
  data: { id: string; name: string; key: string; prefix: string };
}

export function CreateApiKeyForm() {
  const router = useRouter();
  const [copied, setCopied] = useState(false);
  const mutation = useMutation({
    mutationFn: (name: string) => apiFetch<Created>("/api/v1/api-keys", { method: "POST", json: { name } }),
    onSuccess: () => router.refresh(),
  });
  const fieldErrors = mutation.error instanceof ApiError ? mutation.error.fieldErrors() : {};
  const created = mutation.data?.data;

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setCopied(false);
          mutation.mutate(String(new FormData(event.currentTarget).get("name") ?? ""));
        }}
      >
        <Field label="Key name" name="name" placeholder="CI pipeline" className="min-w-64 flex-1" error={fieldErrors.name ?? (mutation.error && !fieldErrors.name ? mutation.error.message : undefined)} />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Creating…" : "Create key"}
        </Button>
      </form>
      {created && (
        <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4">
          <p className="text-sm font-medium text-emerald-900">Key “{created.name}” created. Copy it now: it will not be shown again.</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code data-testid="new-api-key" className="break-all rounded bg-white px-2 py-1 font-mono text-sm text-slate-900 ring-1 ring-emerald-200">
              {created.key}
            </code>
            <Button
              variant="secondary"
              onClick={async () => {
                await navigator.clipboard?.writeText(created.key).catch(() => {});
                setCopied(true);
              }}
            >
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

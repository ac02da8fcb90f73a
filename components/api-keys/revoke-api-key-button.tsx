"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";

export function RevokeApiKeyButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const mutation = useMutation({
    mutationFn: () => apiFetch(`/api/v1/api-keys/${id}`, { method: "DELETE" }),
    onSuccess: () => router.refresh(),
  });
  return (
    <div className="flex items-center justify-end gap-2">
      {mutation.error && <span role="alert" className="text-xs text-red-600">{mutation.error.message}</span>}
      <Button
        variant="danger"
        aria-label={`Revoke ${name}`}
        disabled={mutation.isPending}
        onClick={() => {
          if (window.confirm(`Revoke “${name}”? Requests with this key will be refused from now on.`)) mutation.mutate();
        }}
      >
        Revoke
      </Button>
    </div>
  );
}

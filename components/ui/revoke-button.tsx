"use client";

import { Button } from "@/components/ui/button";
import { useFormMutation } from "@/components/ui/form-mutation";
import { apiFetch } from "@/lib/client/api";

/** A row's "Revoke" button: asks for confirmation, DELETEs `url`, then refreshes the page (errors show beside it). */
export function RevokeButton({ url, name, consequence }: { url: string; name: string; consequence: string }) {
  const { mutation } = useFormMutation(() => apiFetch(url, { method: "DELETE" }));
  return (
    <div className="flex items-center justify-end gap-2">
      {mutation.error && (
        <span role="alert" className="text-xs text-red-600">
          {mutation.error.message}
        </span>
      )}
      <Button
        variant="danger"
        aria-label={`Revoke ${name}`}
        disabled={mutation.isPending}
        onClick={() => {
          if (window.confirm(`Revoke “${name}”? ${consequence}`)) mutation.mutate();
        }}
      >
        Revoke
      </Button>
    </div>
  );
}

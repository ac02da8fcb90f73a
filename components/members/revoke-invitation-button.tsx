"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch, errorText } from "@/lib/client/api";

export function RevokeInvitationButton({ id, email }: { id: string; email: string }) {
  const router = useRouter();
  const mutation = useMutation({
    mutationFn: () => apiFetch(`/api/v1/members/invitations/${id}`, { method: "DELETE" }),
    onSuccess: () => router.refresh(),
  });
  return (
    <div className="flex items-center justify-end gap-2">
      {mutation.error && (
        <span role="alert" className="text-xs text-red-600">
          {errorText(mutation.error)}
        </span>
      )}
      <Button
        variant="secondary"
        aria-label={`Revoke the invitation to ${email}`}
        disabled={mutation.isPending}
        onClick={() => {
          if (window.confirm(`Revoke the invitation to ${email}? Its link will stop working.`)) mutation.mutate();
        }}
      >
        Revoke
      </Button>
    </div>
  );
}

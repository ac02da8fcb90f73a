"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api";

/** Verify (looks the TXT record up now) and remove, for one domain. */
export function DomainActions({ id, domain, verified }: { id: string; domain: string; verified: boolean }) {
  const router = useRouter();
  const verify = useMutation({ mutationFn: () => apiRequest(`/api/v1/sso/domains/${id}/verify`, { method: "POST" }), onSuccess: () => router.refresh() });
  const remove = useMutation({ mutationFn: () => apiRequest(`/api/v1/sso/domains/${id}`, { method: "DELETE" }), onSuccess: () => router.refresh() });
  const error = verify.error ?? remove.error;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {error && (
        <span role="alert" className="max-w-md text-xs text-red-600">
          {error.message}
        </span>
      )}
      {!verified && (
        <Button variant="secondary" disabled={verify.isPending} onClick={() => verify.mutate()} aria-label={`Verify ${domain}`}>
          {verify.isPending ? "Checking DNS…" : "Verify"}
        </Button>
      )}
      <Button
        variant="danger"
        disabled={remove.isPending}
        aria-label={`Remove ${domain}`}
        onClick={() => {
          if (window.confirm(`Remove ${domain}? Its people will no longer sign in through single sign-on.`)) remove.mutate();
        }}
      >
        Remove
      </Button>
    </div>
  );
}

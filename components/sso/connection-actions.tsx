"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api";
import type { ConnectionResponse, ConnectionTestResponse } from "@/lib/sso";

/** Check, switch on or off, require or not, and remove one identity provider. */
export function ConnectionActions({ connection }: { connection: ConnectionResponse }) {
  const router = useRouter();
  const path = `/api/v1/sso/connections/${connection.id}`;
  const test = useMutation({ mutationFn: () => apiRequest<ConnectionTestResponse>(`${path}/test`, { method: "POST" }) });
  const update = useMutation({ mutationFn: (body: Record<string, boolean>) => apiRequest(path, { method: "PUT", body }), onSuccess: () => router.refresh() });
  const remove = useMutation({ mutationFn: () => apiRequest(path, { method: "DELETE" }), onSuccess: () => router.refresh() });
  const error = update.error ?? remove.error ?? test.error;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? "Checking…" : "Check connection"}
        </Button>
        <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ enabled: !connection.enabled })}>
          {connection.enabled ? "Disable" : "Enable"}
        </Button>
        <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ ssoRequired: !connection.ssoRequired })}>
          {connection.ssoRequired ? "Allow passwords" : "Require single sign-on"}
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(`Remove “${connection.name}”? People who have no password will not be able to sign in.`)) remove.mutate();
          }}
        >
          Remove
        </Button>
      </div>
      {test.data && (
        <p role="status" className={`text-sm ${test.data.ok ? "text-emerald-700" : "text-red-700"}`}>
          {test.data.message}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error.message}
        </p>
      )}
    </div>
  );
}

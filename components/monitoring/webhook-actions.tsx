"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch, errorText } from "@/lib/client/api";
import type { DeliveryResponse } from "@/lib/alerts";
import { gated } from "@/components/ui/role";

type DeliveryAnswer = { data: DeliveryResponse };

function outcome(d: DeliveryResponse): string {
  const last = d.attempts[d.attempts.length - 1];
  if (d.status === "succeeded") return `Delivered (${last?.statusCode})`;
  return `Not delivered: ${last?.error ?? "unknown error"}${d.status === "pending" ? " — will retry" : ""}`;
}

/** Send a test event, or delete the registration. */
function WebhookActionsUngated({ id, url }: { id: string; url: string }) {
  const router = useRouter();
  const test = useMutation({
    mutationFn: () => apiFetch<DeliveryAnswer>(`/api/v1/monitoring/webhooks/${id}/test`, { method: "POST" }),
    onSuccess: () => router.refresh(),
  });
  const remove = useMutation({
    mutationFn: () => apiFetch(`/api/v1/monitoring/webhooks/${id}`, { method: "DELETE" }),
    onSuccess: () => router.refresh(),
  });
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {test.data && (
        <span role="status" className={`text-xs ${test.data.data.status === "succeeded" ? "text-emerald-700" : "text-red-700"}`}>
          {outcome(test.data.data)}
        </span>
      )}
      {(test.error || remove.error) && (
        <span role="alert" className="text-xs text-red-600">
          {errorText(test.error ?? remove.error)}
        </span>
      )}
      <Button variant="secondary" onClick={() => test.mutate()} disabled={test.isPending}>
        {test.isPending ? "Sending…" : "Send test event"}
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          if (window.confirm(`Delete the webhook to ${url}? Its delivery log is deleted too.`)) remove.mutate();
        }}
        disabled={remove.isPending}
      >
        Delete
      </Button>
    </div>
  );
}

/** Sends one delivery again under the same webhook-id. */
export function RedeliverButton({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) {
  const router = useRouter();
  const redeliver = useMutation({
    mutationFn: () => apiFetch<DeliveryAnswer>(`/api/v1/monitoring/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`, { method: "POST" }),
    onSuccess: () => router.refresh(),
  });
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" onClick={() => redeliver.mutate()} disabled={redeliver.isPending}>
        {redeliver.isPending ? "Sending…" : "Redeliver"}
      </Button>
      {redeliver.error && (
        <span role="alert" className="text-xs text-red-600">
          {errorText(redeliver.error)}
        </span>
      )}
    </span>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const WebhookActions = gated("member", WebhookActionsUngated);

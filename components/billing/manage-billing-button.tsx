"use client";

import { useMutation } from "@tanstack/react-query";
import { Button, type ButtonVariant } from "@/components/ui/button";
import type { RedirectUrl } from "@/lib/billing";
import { apiFetch } from "@/lib/client/api";
import { gated } from "@/components/ui/role";

/** Opens the Stripe customer portal (payment method, plan changes, cancellation, invoices). */
function ManageBillingButtonUngated({ label = "Manage billing", variant = "secondary" }: { label?: string; variant?: ButtonVariant }) {
  const portal = useMutation({
    mutationFn: () => apiFetch<{ data: RedirectUrl }>("/api/v1/billing/portal", { method: "POST", json: {} }),
    onSuccess: (res) => window.location.assign(res.data.url),
  });
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button variant={variant} onClick={() => portal.mutate()} disabled={portal.isPending || portal.isSuccess}>
        {portal.isPending || portal.isSuccess ? "Opening portal…" : label}
      </Button>
      {portal.error && (
        <span role="alert" className="text-xs text-red-600">
          {portal.error.message}
        </span>
      )}
    </span>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const ManageBillingButton = gated("admin", ManageBillingButtonUngated);

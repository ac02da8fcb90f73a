"use client";

import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { type Plan, type RedirectUrl } from "@/lib/billing";
import { apiFetch } from "@/lib/client/api";
import { formatMoney, tierName } from "./format";
import { useCan } from "@/components/ui/role";
import { tierAtLeast, type Tier } from "@/lib/vocabulary";

/** Shown only while billing is on; the billing page shows BillingDisabledPanel otherwise. */
interface PlanCardsProps {
  plans: Plan[];
  currentTier: Tier;
  /** True while a subscription is running: plan changes then go through the customer portal. */
  subscribed: boolean;
  /** Tier a gated page sent the user here for, highlighted. */
  highlight?: string;
}

export function PlanCards({ plans, currentTier, subscribed, highlight }: PlanCardsProps) {
  const checkout = useMutation({
    mutationFn: (priceId: string) => apiFetch<{ data: RedirectUrl }>("/api/v1/billing/checkout", { method: "POST", json: { priceId } }),
    onSuccess: (res) => window.location.assign(res.data.url),
  });
  const portal = useMutation({
    mutationFn: () => apiFetch<{ data: RedirectUrl }>("/api/v1/billing/portal", { method: "POST", json: {} }),
    onSuccess: (res) => window.location.assign(res.data.url),
  });
  const busy = checkout.isPending || checkout.isSuccess || portal.isPending || portal.isSuccess;
  const error = checkout.error ?? portal.error;
  // Buying and switching plans is an admin's (docs/api.md §4); others see the plans only.
  const canBuy = useCan("admin");

  return (
    <div>
      {error && (
        <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error.message}
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {plans.map((plan) => {
          const current = plan.tier === currentTier;
          const lower = !tierAtLeast(plan.tier, currentTier);
          const marked = highlight === plan.tier && !current;
          return (
            <li
              key={plan.tier}
              data-testid={`plan-${plan.tier}`}
              className={`flex flex-col rounded-lg border bg-white p-4 shadow-sm ${
                current ? "border-brand-500 ring-1 " + "ring-brand-500" : marked ? "border-amber-400 ring-1 ring-amber-400" : "border-slate-200"
              }`}
            >
              <h3 className="text-sm font-semibold text-slate-900">{tierName(plan.tier)}</h3>
              <p className="mt-1 text-lg font-semibold text-slate-900">
                {plan.tier === "free" ? "Free" : plan.amount !== null && plan.currency ? formatMoney(plan.amount, plan.currency) : "—"}
                {plan.interval && <span className="text-xs font-normal text-slate-500"> / {plan.interval}</span>}
              </p>
              <p className="text-xs text-slate-500">{plan.limit.toLocaleString("en")} metered operations per period</p>
              <ul className="mt-3 flex-1 space-y-1 text-xs text-slate-600">
                {plan.features.map((f) => (
                  <li key={f}>✓ {f}</li>
                ))}
              </ul>
              <div className="mt-4">
                {current ? (
                  <p className="text-center text-xs font-medium text-brand-700">Current plan</p>
                ) : plan.tier === "free" ? (
                  <p className="text-center text-xs text-slate-500">{subscribed ? "Cancel in the billing portal" : "Included"}</p>
                ) : !plan.priceId ? (
                  <p className="text-center text-xs text-slate-500">Not available for online purchase</p>
                ) : !canBuy ? (
                  <p className="text-center text-xs text-slate-500">An admin of your account can change the plan</p>
                ) : subscribed ? (
                  <Button variant="secondary" className="w-full" disabled={busy} onClick={() => portal.mutate()}>
                    Switch in portal
                  </Button>
                ) : (
                  <Button
                    variant={lower ? "secondary" : "primary"}
                    className="w-full"
                    disabled={busy}
                    aria-label={`Choose the ${tierName(plan.tier)} plan`}
                    onClick={() => checkout.mutate(plan.priceId!)}
                  >
                    {checkout.isPending && checkout.variables === plan.priceId ? "Redirecting…" : lower ? "Choose" : "Upgrade"}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

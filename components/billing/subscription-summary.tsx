import type { z } from "zod";
import { Badge } from "@/components/ui/card";
import type { billingStatusShape } from "@/lib/billing";
import { tierName } from "./format";
import { formatDate } from "@/lib/format/date-time";

export interface SubscriptionSummaryProps {
  status: z.output<typeof billingStatusShape>;
}

const STATUS_TONE: Record<string, "green" | "amber" | "red" | "gray" | "blue"> = {
  active: "green",
  trialing: "blue",
  past_due: "amber",
  incomplete: "amber",
  unpaid: "red",
  paused: "gray",
  canceled: "gray",
  incomplete_expired: "gray",
};

function paymentMethodText(pm: SubscriptionSummaryProps["status"]["paymentMethod"]): string {
  if (!pm) return "None on file";
  const name = pm.brand ? pm.brand.charAt(0).toUpperCase() + pm.brand.slice(1) : pm.type;
  const last4 = pm.last4 ? ` •••• ${pm.last4}` : "";
  const exp = pm.expMonth && pm.expYear ? `, expires ${String(pm.expMonth).padStart(2, "0")}/${pm.expYear}` : "";
  return `${name}${last4}${exp}`;
}

/** Plan, status, renewal date and payment method of the account. */
export function SubscriptionSummary({ status }: SubscriptionSummaryProps) {
  const s = status;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="subscription-summary">
      <div>
        <dt className="text-xs uppercase tracking-wide text-slate-500">Plan</dt>
        <dd className="mt-1 text-lg font-semibold text-slate-900">{s.plan}</dd>
        <dd className="text-xs text-slate-500">{tierName(s.tier)} tier</dd>
      </div>
      <div>
        <dt className="text-xs uppercase tracking-wide text-slate-500">Status</dt>
        <dd className="mt-1">
          {s.subscriptionStatus ? (
            <Badge tone={STATUS_TONE[s.subscriptionStatus] ?? "gray"}>{s.subscriptionStatus.replace(/_/g, " ")}</Badge>
          ) : (
            <Badge>no subscription</Badge>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-xs uppercase tracking-wide text-slate-500">{s.cancelAtPeriodEnd ? "Ends on" : "Renews on"}</dt>
        <dd className="mt-1 text-sm text-slate-900">{formatDate(s.renewalDate)}</dd>
        {s.cancelAtPeriodEnd && <dd className="text-xs text-amber-700">Cancels at the end of the period</dd>}
      </div>
      <div>
        <dt className="text-xs uppercase tracking-wide text-slate-500">Payment method</dt>
        <dd className="mt-1 text-sm text-slate-900">{paymentMethodText(s.paymentMethod)}</dd>
      </div>
    </dl>
  );
}

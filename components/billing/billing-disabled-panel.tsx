import { tierName } from "./format";

/** The billing page on a server without Stripe (docs/api.md §6): nothing to buy, every feature on. */
export function BillingDisabledPanel({ tier }: { tier: string }) {
  return (
    <section
      aria-labelledby="billing-disabled-title"
      data-testid="billing-disabled"
      className="rounded-lg border border-slate-200 bg-slate-50 px-5 py-4 text-sm text-slate-700 shadow-sm"
    >
      <h2 id="billing-disabled-title" className="font-semibold text-slate-900">
        Billing is disabled on this server; every feature is available.
      </h2>
      <p className="mt-1">
        This account works on the {tierName(tier)} plan: audits, custom frameworks and the highest usage limit. Operators set plans with{" "}
        <code className="rounded bg-white px-1 py-0.5 text-xs">npm run admin</code>.
      </p>
    </section>
  );
}

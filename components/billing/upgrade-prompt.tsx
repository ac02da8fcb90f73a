import { ButtonLink } from "@/components/ui/button";
import { tierName } from "./format";

export interface UpgradePromptProps {
  /** The tier the page needs (`details.requiredTier` of a `plan_upgrade_required` error). */
  requiredTier: string;
  /** The account's tier (`details.currentTier`). */
  currentTier: string;
  /** What the page offers, e.g. "Audits" or "Custom frameworks". */
  feature?: string;
}

/**
 * Shown by tier-gated pages instead of an error: says which plan unlocks the feature and leads to
 * the billing page's plan cards.
 */
export function UpgradePrompt({ requiredTier, currentTier, feature }: UpgradePromptProps) {
  const what = feature ?? "This feature";
  return (
    <section
      aria-labelledby="upgrade-prompt-title"
      data-testid="upgrade-prompt"
      className="rounded-lg border border-brand-100 bg-gradient-to-br from-brand-50 to-white p-8 shadow-sm"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{tierName(requiredTier)} plan feature</p>
      <h2 id="upgrade-prompt-title" className="mt-2 text-xl font-semibold text-slate-900">
        {what} needs the {tierName(requiredTier)} plan or higher
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-slate-600">
        Your account is on the {tierName(currentTier)} plan. Upgrade to {tierName(requiredTier)} to unlock {feature ? feature.toLowerCase() : "it"}; the change
        applies as soon as the payment is confirmed, and you can switch or cancel at any time from the billing page.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink href={`/billing?upgrade=${encodeURIComponent(requiredTier)}#plans`}>See plans and upgrade</ButtonLink>
        <ButtonLink href="/billing" variant="secondary">
          Current usage and billing
        </ButtonLink>
      </div>
    </section>
  );
}

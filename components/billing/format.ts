import { labelOf } from "@/lib/format/labels";
import { TIER_LABELS } from "@/lib/vocabulary";

/** Display helpers for billing figures; server and client components share them. */

export function formatMoney(amountMinor: number, currency: string): string {
  const code = currency.toUpperCase();
  let digits = 2;
  try {
    digits = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${code}`;
  }
  return new Intl.NumberFormat("en", { style: "currency", currency: code }).format(amountMinor / 10 ** digits);
}

export function tierName(tier: string): string {
  return labelOf(TIER_LABELS, tier);
}

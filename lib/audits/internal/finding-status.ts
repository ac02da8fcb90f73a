import { FINDING_STATUSES, type FindingStatus } from "@/lib/vocabulary";

/**
 * Finding status rule (docs/api.md §8): free moves among the four values, except that a finding
 * closed as `resolved` or `accepted` may only be reopened when the same update brings a new
 * description or remediation — reopening must say what changed.
 */
const CLOSED: readonly FindingStatus[] = ["resolved", "accepted"];

export interface FindingTextChange {
  current: { description: string; remediation: string | null };
  next: { description?: string; remediation?: string | null };
}

/** True when the update carries a description or remediation that differs from the stored one. */
export function bringsNewText({ current, next }: FindingTextChange): boolean {
  const newDescription = next.description !== undefined && next.description !== current.description;
  const newRemediation =
    // Clearing the remediation says nothing new, so it cannot justify a reopen.
    next.remediation != null && next.remediation !== "" && next.remediation !== current.remediation;
  return newDescription || newRemediation;
}

export type FindingTransitionCheck = { ok: true; changed: boolean } | { ok: false; details: { from: string; to: string; allowed: string[]; reason: string } };

export function checkFindingTransition(from: FindingStatus, to: FindingStatus, text: FindingTextChange): FindingTransitionCheck {
  if (from === to) return { ok: true, changed: false };
  if (to === "open" && CLOSED.includes(from) && !bringsNewText(text)) {
    return {
      ok: false,
      details: {
        from,
        to,
        allowed: FINDING_STATUSES.filter((s) => s !== "open" && s !== from),
        reason: "reopening a resolved or accepted finding needs a new description or remediation in the same update",
      },
    };
  }
  return { ok: true, changed: true };
}

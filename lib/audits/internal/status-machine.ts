import { AUDIT_STATUSES, type AuditStatus } from "@/lib/vocabulary";

/**
 * Audit status state machine (docs/api.md §8): a customer update moves exactly one step forward,
 * repeating the current status is a no-op, anything else is refused. The auditor's complete
 * operation is the only way to jump, and only to `complete`.
 */

export type TransitionCheck = { ok: true; changed: boolean } | { ok: false; details: { from: string; to: string; allowed: string[] } };

export function isAuditStatus(value: string): value is AuditStatus {
  return (AUDIT_STATUSES as readonly string[]).includes(value);
}

export function nextAuditStatus(from: AuditStatus): AuditStatus | null {
  const i = AUDIT_STATUSES.indexOf(from);
  return i >= 0 && i < AUDIT_STATUSES.length - 1 ? AUDIT_STATUSES[i + 1] : null;
}

/** The statuses a customer update may name from `from` (the same status counts: it is a no-op). */
export function allowedAuditStatuses(from: AuditStatus): AuditStatus[] {
  const next = nextAuditStatus(from);
  return next ? [from, next] : [from];
}

export function checkAuditTransition(from: AuditStatus, to: AuditStatus): TransitionCheck {
  if (from === to) return { ok: true, changed: false };
  if (nextAuditStatus(from) === to) return { ok: true, changed: true };
  const next = nextAuditStatus(from);
  return { ok: false, details: { from, to, allowed: next ? [next] : [] } };
}

/**
 * Stripe does not deliver events in order, and retries can bring an old event back hours later.
 * Each stored subscription keeps the version it was last written from; an incoming version that is
 * older is ignored so it cannot roll the subscription (and the account's tier) back.
 */
export interface SubscriptionVersion {
  status: string;
  /** Start of the billing period the state belongs to: a renewal moves it forward. */
  currentPeriodStart: Date | null;
  /** `created` of the event that carried the state (Stripe's clock, whole seconds). */
  eventCreatedAt: Date;
  /** Event type, to break ties between events created within the same second. */
  eventType: string;
}

/** Canceled and expired subscriptions never come back to life in Stripe. */
const TERMINAL_STATUSES: ReadonlySet<string> = new Set(["canceled", "incomplete_expired"]);

export function isTerminalStatus(status: string): boolean {
  return TERMINAL_STATUSES.has(status);
}

/** Within one second, a `created` precedes any `updated`, which precedes the `deleted`. */
function eventRank(type: string): number {
  if (type.endsWith(".created")) return 0;
  if (type.endsWith(".deleted")) return 2;
  return 1;
}

function compareDates(a: Date | null, b: Date | null): number {
  if (!a || !b) return 0;
  return Math.sign(a.getTime() - b.getTime());
}

/** True when `incoming` is older than `stored` and must not be applied. */
export function isStaleSubscriptionVersion(stored: SubscriptionVersion | null | undefined, incoming: SubscriptionVersion): boolean {
  if (!stored) return false;
  if (isTerminalStatus(stored.status) && !isTerminalStatus(incoming.status)) return true;
  const byPeriod = compareDates(incoming.currentPeriodStart, stored.currentPeriodStart);
  if (byPeriod !== 0) return byPeriod < 0;
  const byEvent = compareDates(incoming.eventCreatedAt, stored.eventCreatedAt);
  if (byEvent !== 0) return byEvent < 0;
  return eventRank(incoming.eventType) < eventRank(stored.eventType);
}

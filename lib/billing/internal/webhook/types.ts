/** What became of one webhook event, kept in `billing_webhook_events.outcome`. */
export type WebhookOutcome = "applied" | "stale" | "ignored" | "unmatched";

export interface ApplyResult {
  outcome: WebhookOutcome;
  accountId: string | null;
}

/** The parts of the event the appliers need: who sent the state, and when. */
export interface EventStamp {
  id: string;
  type: string;
  created: Date;
}

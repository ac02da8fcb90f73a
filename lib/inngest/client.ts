import { Inngest } from "inngest";

/**
 * Inngest is used only when both keys are configured (docs/api.md §11); otherwise the in-process
 * job scheduler (lib/background/scheduler.ts) runs the same monitoring logic and `/api/inngest` is 404.
 */
export function inngestConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.INNGEST_EVENT_KEY && env.INNGEST_SIGNING_KEY);
}

export const MONITORING_EVENTS = {
  /** One per due schedule (fanned out by the cron) or manual run. */
  runRequested: "monitoring/check.run-requested",
  /** One per queued webhook delivery. */
  deliveryRequested: "monitoring/webhook.delivery-requested",
} as const;

// Keys are read from INNGEST_EVENT_KEY / INNGEST_SIGNING_KEY by the SDK itself, at use time.
export const inngest = new Inngest({ id: "compliance-platform" });

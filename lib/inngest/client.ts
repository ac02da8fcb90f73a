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

export const INTEGRATION_EVENTS = {
  /** One per due integration (fanned out by the cron) or "Sync now". */
  syncRequested: "integrations/sync.requested",
} as const;

// Keys are read from INNGEST_EVENT_KEY / INNGEST_SIGNING_KEY by the SDK itself, at use time.
export const inngest = new Inngest({ id: "compliance-platform" });

/** How long a request waits for Inngest to take its events. */
export const INNGEST_SEND_TIMEOUT_MS = 2_000;

type SendPayload = Parameters<typeof inngest.send>[0];

/**
 * `inngest.send` with a deadline: the SDK's own request has none, and a hanging Inngest must not hold
 * the request that asked. Rejects like a failed send when the deadline passes.
 */
export async function sendInngestEvents(payload: SendPayload, timeoutMs = INNGEST_SEND_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const sending = inngest.send(payload);
  sending.catch(() => {});
  try {
    await Promise.race([
      sending,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Inngest did not take the event within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

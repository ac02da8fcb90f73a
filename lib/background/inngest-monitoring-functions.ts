import { config } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { getLogger } from "@/lib/log";
import { attemptDelivery, deliveryEvents, type AttemptState } from "@/lib/alerts";
import { recordRunFailure, runCheck, claimDueSchedules, type RunRequest, type StepRunner } from "@/lib/monitoring";
import { inngest, MONITORING_EVENTS } from "@/lib/inngest/client";

/** Upper bound of a delivery function's loop: every round of attempts plus redeliveries fits. */
const MAX_DELIVERY_LOOPS = 60;
const CLAIM_BATCH = 500;

const deps = () => ({ db: getDb(), clock: () => new Date(), log: getLogger() });

/** Every minute: claim the due schedules and fan out one run event per schedule. */
export const dueSchedulesCron = inngest.createFunction(
  { id: "monitoring-due-schedules", triggers: [{ cron: "* * * * *" }], concurrency: { limit: 1 } },
  async ({ step }) => {
    let total = 0;
    // Claims are leases: if sending fails, the claims expire and a later tick reclaims the schedules.
    for (let batch = 0; ; batch++) {
      const claimed = await step.run(`claim-${batch}`, () => claimDueSchedules(getDb(), new Date(), CLAIM_BATCH));
      if (claimed.length === 0) break;
      await step.sendEvent(
        `fan-out-${batch}`,
        claimed.map((req) => ({ name: MONITORING_EVENTS.runRequested, data: req })),
      );
      total += claimed.length;
      if (claimed.length < CLAIM_BATCH) break;
    }
    return { scheduled: total };
  },
);

/** One check run in steps: load, evaluate, store, alert, deliver. */
export const runScheduleCheck = inngest.createFunction(
  {
    id: "monitoring-run-check",
    triggers: [{ event: MONITORING_EVENTS.runRequested }],
    retries: 3,
    onFailure: async ({ event, error, step }) => {
      const req = event.data.event.data as RunRequest;
      const outcome = await recordRunFailure(deps(), req, error);
      if (outcome.deliveryIds.length > 0) {
        const events = await step.run("delivery-events-failure", () => deliveryEvents(getDb(), outcome.deliveryIds));
        await step.sendEvent("deliver-failure", events);
      }
      return { resultId: outcome.result?.id ?? null };
    },
  },
  async ({ event, step }) => {
    const req = event.data as RunRequest;
    const steps: StepRunner = { run: (id, fn) => step.run(id, fn) as never };
    const outcome = await runCheck(steps, deps(), req);
    if (outcome.deliveryIds.length > 0) {
      // Each event carries its delivery's account: the delivery function's concurrency key.
      const events = await step.run("delivery-events", () => deliveryEvents(getDb(), outcome.deliveryIds));
      await step.sendEvent("dispatch-deliveries", events);
    }
    return { resultId: outcome.result?.id ?? null, status: outcome.result?.status ?? "skipped", alerts: outcome.alerts.length };
  },
);

/**
 * Delivers one webhook message: an attempt per step, and a durable sleep between attempts by the
 * published retry schedule (lib/alerts/internal/retry-schedule.ts: up to about 27.6 h), until it succeeds
 * or the round's attempts run out (each attempt is recorded). Fair across tenants: at most
 * WEBHOOK_ACCOUNT_CONCURRENCY attempts of one account run at once (the event's `accountId` is the
 * key; a sleeping run holds no slot), and at most WEBHOOK_CONCURRENCY overall.
 */
export const deliverWebhook = inngest.createFunction(
  {
    id: "monitoring-deliver-webhook",
    triggers: [{ event: MONITORING_EVENTS.deliveryRequested }],
    retries: 2,
    concurrency: [{ key: "event.data.accountId", limit: config.webhooks.accountConcurrency }, { limit: config.webhooks.concurrency }],
  },
  async ({ event, step }) => {
    const { deliveryId } = event.data as { deliveryId: string; accountId?: string };
    // After a durable sleep the backoff has elapsed, so that attempt is made whatever the clock says.
    let slept = false;
    for (let i = 1; i <= MAX_DELIVERY_LOOPS; i++) {
      const force: boolean = slept;
      const state: AttemptState = await step.run(`attempt-${i}`, (): Promise<AttemptState> => attemptDelivery(getDb(), deliveryId, new Date(), { force }));
      if (state.done) return { deliveryId, status: state.status, loops: i };
      slept = state.delayMs > 0;
      if (slept) await step.sleep(`backoff-${i}`, state.delayMs);
    }
    return { deliveryId, status: "pending", loops: MAX_DELIVERY_LOOPS };
  },
);

export const monitoringFunctions = [dueSchedulesCron, runScheduleCheck, deliverWebhook];

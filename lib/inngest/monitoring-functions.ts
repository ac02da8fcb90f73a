import { getDb } from "@/lib/db/client";
import { getLogger } from "@/lib/log";
import { attemptDelivery, type AttemptState } from "@/lib/monitoring/attempt-delivery";
import { recordRunFailure, runCheck, type RunRequest, type StepRunner } from "@/lib/monitoring/check-run";
import { claimDueSchedules } from "@/lib/monitoring/claim-due-schedules";
import { inngest, MONITORING_EVENTS } from "./client";

/** Upper bound of a delivery function's loop: every round of attempts plus redeliveries fits. */
const MAX_DELIVERY_LOOPS = 60;
const CLAIM_BATCH = 500;

const deps = () => ({ db: getDb(), clock: () => new Date(), log: getLogger() });

function deliveryEvents(ids: string[]) {
  return ids.map((deliveryId) => ({ name: MONITORING_EVENTS.deliveryRequested, data: { deliveryId } }));
}

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
      if (outcome.deliveryIds.length > 0) await step.sendEvent("deliver-failure", deliveryEvents(outcome.deliveryIds));
      return { resultId: outcome.result?.id ?? null };
    },
  },
  async ({ event, step }) => {
    const req = event.data as RunRequest;
    const steps: StepRunner = { run: (id, fn) => step.run(id, fn) as never };
    const outcome = await runCheck(steps, deps(), req);
    if (outcome.deliveryIds.length > 0) await step.sendEvent("dispatch-deliveries", deliveryEvents(outcome.deliveryIds));
    return { resultId: outcome.result?.id ?? null, status: outcome.result?.status ?? "skipped", alerts: outcome.alerts.length };
  },
);

/**
 * Delivers one webhook message: an attempt per step, and a durable sleep with exponential backoff
 * and jitter between attempts, until it succeeds or its attempts run out (each attempt is recorded).
 */
export const deliverWebhook = inngest.createFunction(
  { id: "monitoring-deliver-webhook", triggers: [{ event: MONITORING_EVENTS.deliveryRequested }], retries: 2 },
  async ({ event, step }) => {
    const { deliveryId } = event.data as { deliveryId: string };
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

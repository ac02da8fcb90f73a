import { config } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { inngest, INTEGRATION_EVENTS } from "@/lib/inngest/client";
import { claimDueIntegrations, runSync, type StepRunner, type SyncRequest } from "@/lib/integrations";
import { getLogger } from "@/lib/log";
import { deliveryEvents } from "@/lib/alerts";

const CLAIM_BATCH = 500;

/** Every minute: claim the due integrations (fairly across accounts) and fan out one sync event each. */
export const dueIntegrationsCron = inngest.createFunction(
  { id: "integrations-due-syncs", triggers: [{ cron: "* * * * *" }], concurrency: { limit: 1 } },
  async ({ step }) => {
    let total = 0;
    // Claims are leases: if sending fails, they lapse and a later tick claims the integrations again.
    for (let batch = 0; ; batch++) {
      const claimed = await step.run(`claim-${batch}`, () => claimDueIntegrations(getDb(), new Date(), CLAIM_BATCH, Number.MAX_SAFE_INTEGER));
      if (claimed.length === 0) break;
      // Each event carries its account: the sync function's concurrency key.
      await step.sendEvent(
        `fan-out-${batch}`,
        claimed.map((req) => ({ name: INTEGRATION_EVENTS.syncRequested, data: req })),
      );
      total += claimed.length;
      if (claimed.length < CLAIM_BATCH) break;
    }
    return { scheduled: total };
  },
);

/**
 * One sync in steps (start, collect, alert, deliver). Fair across tenants: at most INTEGRATION_ACCOUNT_CONCURRENCY
 * syncs of one account run at once (the event's `accountId` is the key), INTEGRATION_SYNC_CONCURRENCY overall.
 */
export const syncIntegrationFunction = inngest.createFunction(
  {
    id: "integrations-sync",
    triggers: [{ event: INTEGRATION_EVENTS.syncRequested }],
    retries: 2,
    concurrency: [{ key: "event.data.accountId", limit: config.integrations.accountConcurrency }, { limit: config.integrations.concurrency }],
  },
  async ({ event, step }) => {
    const req = event.data as SyncRequest;
    const steps: StepRunner = { run: (id, fn) => step.run(id, fn) as never };
    const outcome = await runSync(steps, { db: getDb(), clock: () => new Date(), log: getLogger() }, req);
    if (outcome.deliveryIds.length > 0) {
      const events = await step.run("delivery-events", () => deliveryEvents(getDb(), outcome.deliveryIds));
      await step.sendEvent("dispatch-deliveries", events);
    }
    return { syncId: outcome.sync?.id ?? null, status: outcome.sync?.status ?? "skipped", alerts: outcome.alerts.length };
  },
);

export const integrationFunctions = [dueIntegrationsCron, syncIntegrationFunction];

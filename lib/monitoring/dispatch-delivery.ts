import type { Db } from "@/lib/db/client";
import { inngest, inngestConfigured, MONITORING_EVENTS } from "@/lib/inngest/client";
import { attemptDelivery, type AttemptState } from "./attempt-delivery";
import { kickInProcessScheduler } from "./scheduler";

/**
 * Makes the first attempt of a delivery right away (so a test event or a redelivery shows its
 * outcome at once), then leaves any retries to the delivery function (Inngest) or the in-process
 * scheduler.
 */
export async function deliverNow(db: Db, deliveryId: string, now: Date): Promise<AttemptState> {
  const state = await attemptDelivery(db, deliveryId, now, { force: true });
  if (!state.done) {
    if (inngestConfigured()) await inngest.send({ name: MONITORING_EVENTS.deliveryRequested, data: { deliveryId } });
    else kickInProcessScheduler();
  }
  return state;
}

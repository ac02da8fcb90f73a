import { inArray } from "drizzle-orm";
import { monitoringDeliveries } from "@/db/monitoring";
import type { Db } from "@/lib/db/client";
import { inngestConfigured, MONITORING_EVENTS, sendInngestEvents } from "@/lib/inngest/client";
import { JOB_LANES, kick } from "@/lib/jobs/kick";
import { attemptDelivery, claimDelivery, type AttemptState } from "../attempt-delivery";

/** The event that starts Inngest's delivery function; `accountId` is its per-account concurrency key. */
export interface DeliveryRequested {
  name: typeof MONITORING_EVENTS.deliveryRequested;
  data: { deliveryId: string; accountId: string };
}

export function deliveryEvent(deliveryId: string, accountId: string): DeliveryRequested {
  return { name: MONITORING_EVENTS.deliveryRequested, data: { deliveryId, accountId } };
}

/** The delivery events for queued deliveries, each with its account. */
export async function deliveryEvents(db: Db, deliveryIds: string[]): Promise<DeliveryRequested[]> {
  if (deliveryIds.length === 0) return [];
  const rows = await db
    .select({ id: monitoringDeliveries.id, accountId: monitoringDeliveries.accountId })
    .from(monitoringDeliveries)
    .where(inArray(monitoringDeliveries.id, deliveryIds));
  const accountOf = new Map(rows.map((r) => [r.id, r.accountId]));
  return deliveryIds.filter((id) => accountOf.has(id)).map((id) => deliveryEvent(id, accountOf.get(id)!));
}

/**
 * Makes the first attempt of a delivery right away (so a test event or a redelivery shows its
 * outcome at once), then leaves any retries to the delivery function (Inngest) or the webhooks lane
 * of the in-process scheduler. The attempt is made under a claim, so a lane worker that picked the
 * same due delivery meanwhile does not send it a second time (then the lane's attempt is the one).
 */
export async function deliverNow(db: Db, deliveryId: string, now: Date): Promise<AttemptState | null> {
  if (!(await claimDelivery(db, deliveryId, now))) return null;
  const state = await attemptDelivery(db, deliveryId, now, { force: true });
  if (!state.done && state.accountId) {
    if (inngestConfigured()) await sendInngestEvents(deliveryEvent(deliveryId, state.accountId));
    else kick(JOB_LANES.webhooks);
  }
  return state;
}

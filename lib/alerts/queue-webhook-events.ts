import { and, eq, inArray } from "drizzle-orm";
import { monitoringDeliveries, monitoringWebhooks, type WebhookEvent } from "@/db/monitoring";
import type { DbOrTx } from "@/lib/db/client";
import { attemptsPerRound } from "./internal/retry-schedule";

/** What a message is about: whichever of these applies, the others null (docs/api.md §12). */
export interface WebhookData {
  alert: unknown;
  result: unknown;
  sync: unknown;
}

/** The body every subscriber receives (docs/api.md §12): `{type, timestamp, data:{alert, result, sync}}`. */
export function webhookPayload(type: string, at: Date, data: WebhookData): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

export interface WebhookEventInput {
  type: WebhookEvent;
  /** What the message is about, unique per webhook (`<resultId>:<type>`, `<syncId>:<type>:<alertId>`): a retried step queues nothing twice. */
  key: string;
  at: Date;
  data: WebhookData;
}

/** Reads shared across the runs of one scheduler pass (lib/monitoring FactsCache satisfies it). */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * Creates one pending delivery per subscribed webhook and event. Idempotent (unique per webhook and event key),
 * so a retried step answers the same deliveries. The webhooks lane (or Inngest) sends them.
 */
export async function queueWebhookEvents(db: DbOrTx, accountId: string, events: WebhookEventInput[], now: Date, cache?: ReadCache): Promise<string[]> {
  if (events.length === 0) return [];
  const load = () => db.select().from(monitoringWebhooks).where(eq(monitoringWebhooks.accountId, accountId));
  const webhooks = await (cache ? cache.get(`webhooks:${accountId}`, load) : load());
  if (webhooks.length === 0) return [];
  const attemptLimit = attemptsPerRound();
  const rows: (typeof monitoringDeliveries.$inferInsert)[] = [];
  for (const webhook of webhooks) {
    for (const event of events) {
      if (!webhook.events.includes(event.type)) continue;
      rows.push({
        accountId,
        webhookId: webhook.id,
        eventType: event.type,
        eventKey: event.key,
        payload: webhookPayload(event.type, event.at, event.data),
        attemptLimit,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  if (rows.length === 0) return [];
  await db.insert(monitoringDeliveries).values(rows).onConflictDoNothing();
  const keys = [...new Set(rows.map((r) => r.eventKey))];
  const stored = await db
    .select({ id: monitoringDeliveries.id })
    .from(monitoringDeliveries)
    .where(and(eq(monitoringDeliveries.accountId, accountId), inArray(monitoringDeliveries.eventKey, keys)));
  return stored.map((r) => r.id).sort();
}

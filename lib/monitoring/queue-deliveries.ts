import { and, eq, inArray } from "drizzle-orm";
import { monitoringDeliveries, monitoringWebhooks } from "@/db/monitoring";
import type { DbOrTx } from "@/lib/db/client";
import type { AlertResponse, ResultResponse } from "./schemas";
import type { FactsCache } from "./sources";
import { attemptsPerRound } from "./retry-schedule";

/** The body every subscriber receives (docs/api.md §12): `{type, timestamp, data:{alert, result}}`. */
export function webhookPayload(type: string, at: Date, alert: AlertResponse | null, result: ResultResponse | null): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data: { alert, result } });
}

/**
 * Creates one pending delivery per subscribed webhook and event: `check.completed` for every stored
 * result that is not an error, and one per raised alert. Idempotent (unique per webhook and event
 * key), so a retried step answers the same deliveries.
 */
export async function queueDeliveries(
  db: DbOrTx,
  accountId: string,
  result: ResultResponse,
  alerts: AlertResponse[],
  now: Date,
  cache?: FactsCache,
): Promise<string[]> {
  const load = () => db.select().from(monitoringWebhooks).where(eq(monitoringWebhooks.accountId, accountId));
  const webhooks = await (cache ? cache.get(`webhooks:${accountId}`, load) : load());
  if (webhooks.length === 0) return [];
  const events: { type: string; alert: AlertResponse | null }[] = [
    ...(result.status === "error" ? [] : [{ type: "check.completed", alert: null }]),
    ...alerts.map((alert) => ({ type: alert.type, alert })),
  ];
  const rows: (typeof monitoringDeliveries.$inferInsert)[] = [];
  const attemptLimit = attemptsPerRound();
  for (const webhook of webhooks) {
    for (const event of events) {
      if (!webhook.events.includes(event.type)) continue;
      rows.push({
        accountId,
        webhookId: webhook.id,
        eventType: event.type,
        eventKey: `${result.id}:${event.type}`,
        payload: webhookPayload(event.type, new Date(result.completedAt), event.alert, result),
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

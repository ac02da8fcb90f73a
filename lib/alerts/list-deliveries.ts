import { and, desc, eq, inArray } from "drizzle-orm";
import { monitoringDeliveries, monitoringDeliveryAttempts } from "@/db/monitoring";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { newestFirstAfter, newestFirstKey, toPage, type Page, type PageRequest } from "@/lib/pagination";
import { toDelivery } from "./internal/serialize";
import type { DeliveryResponse } from "./schemas";
import { findWebhookForAccount } from "./internal/find-webhook";

/** A webhook's deliveries, newest first, each with every attempt (status code, duration, error). */
export async function listDeliveries(ctx: Ctx, webhookId: string, page: PageRequest): Promise<Page<DeliveryResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  await findWebhookForAccount(ctx.db, accountId, webhookId);
  const t = monitoringDeliveries;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.webhookId, webhookId), newestFirstAfter(t.createdAt, t.id, page.cursor)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(page.limit + 1);
  const attempts = await attemptsOf(
    ctx.db,
    rows.slice(0, page.limit).map((r) => r.id),
  );
  return toPage(rows, page.limit, newestFirstKey, (row) => toDelivery(row, attempts.get(row.id) ?? []));
}

async function attemptsOf(db: DbOrTx, ids: string[]) {
  const map = new Map<string, (typeof monitoringDeliveryAttempts.$inferSelect)[]>();
  if (ids.length === 0) return map;
  const rows = await db.select().from(monitoringDeliveryAttempts).where(inArray(monitoringDeliveryAttempts.deliveryId, ids));
  for (const r of rows) map.set(r.deliveryId, [...(map.get(r.deliveryId) ?? []), r]);
  return map;
}

export async function getDelivery(db: DbOrTx, accountId: string, webhookId: string, deliveryId: string): Promise<DeliveryResponse> {
  const [row] = await db
    .select()
    .from(monitoringDeliveries)
    .where(and(eq(monitoringDeliveries.id, deliveryId), eq(monitoringDeliveries.webhookId, webhookId), eq(monitoringDeliveries.accountId, accountId)))
    .limit(1);
  if (!row) throw ServiceError.notFound("delivery");
  const attempts = await attemptsOf(db, [row.id]);
  return toDelivery(row, attempts.get(row.id) ?? []);
}

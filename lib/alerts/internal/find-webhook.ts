import { and, eq } from "drizzle-orm";
import { monitoringWebhooks } from "@/db/monitoring";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";

export async function findWebhookForAccount(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(monitoringWebhooks)
    .where(and(eq(monitoringWebhooks.id, id), eq(monitoringWebhooks.accountId, accountId)))
    .limit(1);
  if (!row) throw ServiceError.notFound("webhook");
  return row;
}

import { and, eq, isNull } from "drizzle-orm";
import { monitoringSchedules } from "@/db/monitoring";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";

/** The account's live schedule, or 404 (another tenant's schedule is a 404 too). */
export async function findScheduleForAccount(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(monitoringSchedules)
    .where(and(eq(monitoringSchedules.id, id), eq(monitoringSchedules.accountId, accountId), isNull(monitoringSchedules.deletedAt)))
    .limit(1);
  if (!row) throw ServiceError.notFound("schedule");
  return row;
}

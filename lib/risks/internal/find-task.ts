import { and, eq } from "drizzle-orm";
import { riskTasks } from "@/db/risks";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";

/** A task of the account's risk, locked; a task of another risk or tenant, or none, is 404. */
export async function lockTask(tx: DbOrTx, accountId: string, riskId: string, taskId: string): Promise<typeof riskTasks.$inferSelect> {
  const [row] = await tx
    .select()
    .from(riskTasks)
    .where(and(eq(riskTasks.accountId, accountId), eq(riskTasks.riskId, riskId), eq(riskTasks.id, taskId)))
    .for("update");
  if (!row) throw ServiceError.notFound("task");
  return row;
}

import { and, asc, eq, sql } from "drizzle-orm";
import { risks, riskTasks } from "@/db/risks";
import type { DbOrTx } from "@/lib/db/client";
import { riskReference } from "./serialize";

/** The open treatment tasks assigned to a member, nearest due first (none last): their part of "My work". */
export async function riskTasksAssignedTo(db: DbOrTx, accountId: string, userId: string, limit: number) {
  const rows = await db
    .select({ task: riskTasks, number: risks.number, riskTitle: risks.title })
    .from(riskTasks)
    .innerJoin(risks, eq(risks.id, riskTasks.riskId))
    .where(and(eq(riskTasks.accountId, accountId), eq(riskTasks.assigneeId, userId), eq(riskTasks.status, "open")))
    .orderBy(sql`${riskTasks.dueDate} asc nulls last`, asc(riskTasks.createdAt))
    .limit(limit);
  return rows.map(({ task, number, riskTitle }) => ({
    id: task.id,
    riskId: task.riskId,
    title: task.title,
    risk: `${riskReference(number)} · ${riskTitle}`,
    // Due at the end of its day (UTC): a task due today is not overdue until the day is over.
    dueAt: task.dueDate ? new Date(`${task.dueDate}T23:59:59.999Z`) : null,
  }));
}

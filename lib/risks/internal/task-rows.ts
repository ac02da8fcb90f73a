import { sql } from "drizzle-orm";
import { users } from "@/db/accounts";
import { riskTasks } from "@/db/risks";

/** A task's columns with its assignee's name. */
export const taskColumns = {
  row: riskTasks,
  assigneeName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${riskTasks.assigneeId})`,
};

export type TaskRow = typeof riskTasks.$inferSelect & { assigneeName: string | null };

export const flattenTask = (r: { row: typeof riskTasks.$inferSelect; assigneeName: string | null }): TaskRow => ({ ...r.row, assigneeName: r.assigneeName });

import { and, eq } from "drizzle-orm";
import { riskTasks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { activeMember } from "@/lib/members";
import { lockRisk } from "./internal/lock-risk";
import { toRiskTask } from "./internal/serialize";
import { recordTaskEvent } from "./internal/task-event";
import { flattenTask, taskColumns } from "./internal/task-rows";
import type { CreateRiskTaskInput, RiskTaskJson } from "./schemas";

/** Adds a task to a risk's treatment plan, with an assignee (an active member) and a due date: members and above. */
export async function createRiskTask(ctx: Ctx, riskId: string, input: CreateRiskTaskInput): Promise<RiskTaskJson> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const risk = await lockRisk(tx, accountId, riskId);
    if (input.assigneeId) await activeMember(tx, accountId, input.assigneeId, "assigneeId");
    const [row] = await tx
      .insert(riskTasks)
      .values({
        accountId,
        riskId,
        title: input.title,
        description: input.description ?? null,
        assigneeId: input.assigneeId ?? null,
        dueDate: input.dueDate ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: riskTasks.id });
    await recordTaskEvent(tx, ctx, {
      accountId,
      action: "created",
      taskId: row.id,
      risk,
      details: { title: input.title, assignee_id: input.assigneeId ?? null, due_date: input.dueDate ?? null },
    });
    const [created] = await tx
      .select(taskColumns)
      .from(riskTasks)
      .where(and(eq(riskTasks.id, row.id)));
    return toRiskTask(flattenTask(created), now);
  });
}

import { eq } from "drizzle-orm";
import { riskTasks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { lockTask } from "./internal/find-task";
import { lockRisk } from "./internal/lock-risk";
import { recordTaskEvent } from "./internal/task-event";

/** Removes a task from a risk's treatment plan: members and above. */
export async function deleteRiskTask(ctx: Ctx, riskId: string, taskId: string): Promise<{ id: string; deleted: true }> {
  const { accountId } = requireRole(ctx, "member");
  return ctx.db.transaction(async (tx) => {
    const risk = await lockRisk(tx, accountId, riskId);
    const before = await lockTask(tx, accountId, riskId, taskId);
    await tx.delete(riskTasks).where(eq(riskTasks.id, taskId));
    await recordTaskEvent(tx, ctx, { accountId, action: "deleted", taskId, risk, details: { title: before.title, status: before.status } });
    return { id: taskId, deleted: true as const };
  });
}

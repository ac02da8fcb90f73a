import { eq } from "drizzle-orm";
import { riskTasks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { activeMember } from "@/lib/members";
import { changedFields } from "./internal/changed-fields";
import { lockTask } from "./internal/find-task";
import { lockRisk } from "./internal/lock-risk";
import { toRiskTask } from "./internal/serialize";
import { recordTaskEvent } from "./internal/task-event";
import { flattenTask, taskColumns } from "./internal/task-rows";
import type { RiskTaskJson, UpdateRiskTaskInput } from "./schemas";

const FIELDS = ["title", "description", "assigneeId", "dueDate", "status"] as const;

/** Edits a treatment task, or marks it done (or open again): members and above. */
export async function updateRiskTask(ctx: Ctx, riskId: string, taskId: string, input: UpdateRiskTaskInput): Promise<RiskTaskJson> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const risk = await lockRisk(tx, accountId, riskId);
    const before = await lockTask(tx, accountId, riskId, taskId);
    if (input.assigneeId) await activeMember(tx, accountId, input.assigneeId, "assigneeId");
    const { set, changes } = changedFields(before, input, FIELDS);
    if (set.status) set.completedAt = set.status === "done" ? now : null;
    if (Object.keys(set).length > 0) {
      await tx
        .update(riskTasks)
        .set({ ...set, updatedAt: now })
        .where(eq(riskTasks.id, taskId));
      await recordTaskEvent(tx, ctx, { accountId, action: "updated", taskId, risk, details: { changes } });
    }
    const [row] = await tx.select(taskColumns).from(riskTasks).where(eq(riskTasks.id, taskId));
    return toRiskTask(flattenTask(row), now);
  });
}

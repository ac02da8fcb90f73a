import { and, asc, desc, eq, sql } from "drizzle-orm";
import { users } from "@/db/accounts";
import { riskHistory, riskTasks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { controlTitles } from "@/lib/custom-frameworks";
import { ServiceError } from "@/lib/errors";
import { riskRow } from "./internal/risk-rows";
import { toRisk, toRiskHistory, toRiskTask } from "./internal/serialize";
import { flattenTask, taskColumns } from "./internal/task-rows";
import type { RiskDetailJson } from "./schemas";

const DETAIL_ROWS = 200;

/** One risk with its controls named, its score history (newest first) and its treatment tasks (oldest first): viewers and above. */
export async function getRisk(ctx: Ctx, id: string): Promise<RiskDetailJson> {
  const { accountId } = requireRole(ctx, "viewer");
  const row = await riskRow(ctx.db, accountId, id);
  if (!row) throw ServiceError.notFound("risk");
  const now = ctx.now();
  const [history, tasks, titles] = await Promise.all([
    ctx.db
      .select({ row: riskHistory, changedByName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${riskHistory.changedBy})` })
      .from(riskHistory)
      .where(and(eq(riskHistory.accountId, accountId), eq(riskHistory.riskId, id)))
      .orderBy(desc(riskHistory.changedAt), desc(riskHistory.id))
      .limit(DETAIL_ROWS),
    ctx.db
      .select(taskColumns)
      .from(riskTasks)
      .where(and(eq(riskTasks.accountId, accountId), eq(riskTasks.riskId, id)))
      .orderBy(asc(riskTasks.createdAt), asc(riskTasks.id))
      .limit(DETAIL_ROWS),
    controlTitles(
      ctx.db,
      accountId,
      row.controls.map((c) => ({ frameworkId: c.framework, controlId: c.controlId })),
    ),
  ]);
  return {
    ...toRisk(row, now),
    controls: row.controls.map((c) => ({ ...c, title: titles.control(c.framework, c.controlId), frameworkName: titles.framework(c.framework) })),
    history: history.map((h) => toRiskHistory({ ...h.row, changedByName: h.changedByName })),
    tasks: tasks.map((t) => toRiskTask(flattenTask(t), now)),
  };
}

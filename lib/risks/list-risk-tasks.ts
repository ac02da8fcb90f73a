import { and, desc, eq } from "drizzle-orm";
import { riskTasks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { newestFirstAfter, newestFirstKey, toPage, type Page, type PageRequest } from "@/lib/pagination";
import { riskRow } from "./internal/risk-rows";
import { toRiskTask } from "./internal/serialize";
import { flattenTask, taskColumns } from "./internal/task-rows";
import type { RiskTaskJson } from "./schemas";

/** A risk's treatment tasks, newest first: viewers and above. */
export async function listRiskTasks(ctx: Ctx, riskId: string, page: PageRequest): Promise<Page<RiskTaskJson>> {
  const { accountId } = requireRole(ctx, "viewer");
  if (!(await riskRow(ctx.db, accountId, riskId))) throw ServiceError.notFound("risk");
  const now = ctx.now();
  const rows = await ctx.db
    .select(taskColumns)
    .from(riskTasks)
    .where(and(eq(riskTasks.accountId, accountId), eq(riskTasks.riskId, riskId), newestFirstAfter(riskTasks.createdAt, riskTasks.id, page.cursor)))
    .orderBy(desc(riskTasks.createdAt), desc(riskTasks.id))
    .limit(page.limit + 1);
  return toPage(
    rows,
    page.limit,
    (r) => newestFirstKey(r.row),
    (r) => toRiskTask(flattenTask(r), now),
  );
}

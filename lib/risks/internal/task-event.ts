import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import { riskReference } from "./serialize";

/** The audit-trail row of a change to a risk's treatment plan, naming the risk it belongs to. */
export async function recordTaskEvent(
  tx: DbOrTx,
  ctx: Ctx,
  e: { accountId: string; action: "created" | "updated" | "deleted"; taskId: string; risk: { id: string; number: number }; details: Record<string, unknown> },
): Promise<void> {
  await recordEvent(tx, ctx, {
    accountId: e.accountId,
    action: `risk_task.${e.action}`,
    targetType: "risk_task",
    targetId: e.taskId,
    details: { risk_id: e.risk.id, reference: riskReference(e.risk.number), ...e.details },
  });
}

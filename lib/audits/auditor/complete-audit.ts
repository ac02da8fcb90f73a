import { eq } from "drizzle-orm";
import { audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { assertNotComplete } from "../access";
import { recordActivity } from "../internal/activity";
import type { CompletedAuditJson } from "../response-schemas";
import { auditJson } from "../internal/serialize";
import { auditProgress } from "../internal/progress";
import { auditorAudit, auditorGate } from "./access";

/** The auditor's complete operation: any non-complete status moves to `complete`. */
export async function completeAudit(ctx: Ctx): Promise<CompletedAuditJson> {
  const caller = await auditorGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertNotComplete(audit);
    const now = ctx.now();
    const [updated] = await tx
      .update(audits)
      .set({ status: "complete", completedAt: now, updatedAt: now })
      .where(eq(audits.id, audit.id))
      .returning();
    const progress = await auditProgress(tx, audit.id);
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "audit_completed",
      actor,
      status: "complete",
      details: { from: audit.status, to: "complete", progress },
      at: now,
    });
    return { ...auditJson(updated), progress };
  });
}

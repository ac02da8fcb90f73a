import { and, eq } from "drizzle-orm";
import { controlScopeDecisions } from "@/db/scope";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { frameworkControls } from "./internal/framework-controls";

/**
 * Withdraws the scope decision on a control: it is undecided again (applicable, and flagged in the Statement of
 * Applicability). A decision on a control since removed from a custom framework can still be withdrawn.
 */
export async function resetControlScope(ctx: Ctx, frameworkId: string, controlId: string): Promise<{ id: string; deleted: true }> {
  const { accountId } = requireRole(ctx, "member");
  await frameworkControls(ctx.db, accountId, frameworkId);
  const d = controlScopeDecisions;
  return ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(d)
      .where(and(eq(d.accountId, accountId), eq(d.frameworkId, frameworkId), eq(d.controlId, controlId)))
      .returning();
    if (!removed) throw ServiceError.notFound("scope decision");
    await recordEvent(tx, ctx, {
      accountId,
      action: "control.scope_reset",
      targetType: "control",
      targetId: `${frameworkId}:${controlId}`,
      details: {
        framework_id: frameworkId,
        control_id: controlId,
        before: { applicable: removed.applicable, justification: removed.justification },
        after: null,
      },
    });
    return { id: removed.id, deleted: true as const };
  });
}
